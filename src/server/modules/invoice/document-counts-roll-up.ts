import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { rollUpDocumentCounts } from './document-counts.repository';

const EVERY_MS = 5_000;

/**
 * Folds the document count deltas into the day counts every few seconds while the app runs, so
 * a list read adds up days, not thousands of pending deltas. Counts are exact either way.
 */
export function registerDocumentCountsRollUp(app: FastifyInstance, db: TDb): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await withSystemAccess('document-counts', () => rollUpDocumentCounts(db));
    } catch (e) {
      app.log.warn({ err: e }, 'document counts roll-up failed; the next one retries');
    }
    timer = setTimeout(() => void tick(), EVERY_MS);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void tick(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
