import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { rollUpDocumentCounts } from './document-counts.repository';

const EVERY_MS = 5_000;

/**
 * Folds the document count deltas into the day counts every few seconds, so a list read adds up
 * days, not thousands of pending deltas. Counts are exact either way. Runs wherever the pipeline
 * runs (the app with PIPELINE on, `npm run worker`); concurrent roll-ups skip each other.
 * Returns the stop.
 */
export function startDocumentCountsRollUp(
  db: TDb,
  log: { warn(obj: object, msg?: string): void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), EVERY_MS);
    timer.unref();
  };
  const tick = async () => {
    try {
      await withSystemAccess('document-counts', () => rollUpDocumentCounts(db));
    } catch (e) {
      log.warn({ err: e }, 'document counts roll-up failed; the next one retries');
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export function registerDocumentCountsRollUp(app: FastifyInstance, db: TDb): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startDocumentCountsRollUp(db, app.log);
  });
  app.addHook('onClose', async () => stop?.());
}
