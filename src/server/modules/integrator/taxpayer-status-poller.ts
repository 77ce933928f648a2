import type { FastifyInstance } from 'fastify';
import { withSystemAccess } from '../../db/data-context';
import { lastTaxpayerCheck } from './taxpayer-status.repository';
import { pollTaxpayerStatus, type TTaxpayerPollDeps } from './taxpayer-status.service';

/** The first poll waits a little: the process is busy starting. */
const FIRST_POLL_MS = 5_000;

export type TTaxpayerPollerDeps = TTaxpayerPollDeps & { everySeconds: number };

/**
 * Asks the integrators about the taxpayers' online state every `everySeconds`, wherever the
 * pipeline runs (the app with PIPELINE on, `npm run worker`). A poll another process made within
 * the interval is not repeated. Returns the stop.
 */
export function startTaxpayerStatusPoller(deps: TTaxpayerPollerDeps): () => void {
  const everyMs = deps.everySeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  const tick = async () => {
    try {
      await withSystemAccess('taxpayer-status', async () => {
        const last = await lastTaxpayerCheck(deps.db);
        if (last && Date.now() - last.getTime() < everyMs * 0.9) return;
        await pollTaxpayerStatus(deps);
      });
    } catch (e) {
      deps.log.warn({ err: e }, 'taxpayer status poll failed; the next one retries');
    }
    schedule(everyMs);
  };
  schedule(FIRST_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export function registerTaxpayerStatusPoller(
  app: FastifyInstance,
  deps: Omit<TTaxpayerPollerDeps, 'log'>,
): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startTaxpayerStatusPoller({ ...deps, log: app.log });
  });
  app.addHook('onClose', async () => stop?.());
}
