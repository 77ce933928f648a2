import PgBoss from 'pg-boss';
import pg from 'pg';
import { withSystemAccess, withTenantAccess } from '../db/data-context';
import { claimDueDocuments, nextDueAt, type TDueDocument } from './claim-due';
import { runDocumentStep, type TStepDeps } from './run-step';
import { databaseHistory } from './simulator-history';
import { resolveGibDir } from '../documents/gib-dir';
import { sharedSimulatorEngine } from '../documents/integrators/get-integrator-plugin';

/**
 * A queue whose policy is 'short': one waiting job per document, none ever blocked by another.
 * Under the 'stately' policy a crashed worker's job stays active until it expires, and pg-boss's
 * fetch (oldest first) then fails on every try for the document queued again behind it: the
 * whole queue stalled for that long after each crash. Two jobs of one document may now run at
 * once; the document lock lets only one do the step.
 */
export const PIPELINE_QUEUE = 'document-steps';
const IDLE_SLEEP_MS = 1000;

export type TPipeline = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Look for due work now (after a sale, a cancel or a resend) instead of at the next tick. */
  wake(): void;
  /** Steps this process has run since it started (logged when a worker stops). */
  stepsRun(): number;
};

/**
 * The document pipeline. Document rows hold the truth (`pipeline_step`, `next_check_at`); a
 * dispatcher claims due rows and hands them to pg-boss workers, which run one step under the
 * document's lock and write the next step back. A crash loses at most a lease: the claimed row
 * becomes due again and pg-boss retries or drops the orphaned job.
 */
export function createPipeline(deps: TStepDeps & { ownerPool: pg.Pool }): TPipeline {
  const { pool, config } = deps;
  const { concurrency, leaseSeconds } = config.pipeline;
  const lockPool = documentLockPool(pool, concurrency);
  // pg-boss creates and owns its own schema, so it runs on the owner's connection.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.ownerPool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  const workerIds: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let ticking = false;
  let again = false;
  let steps = 0;

  boss.on('error', (err) => deps.log.error({ err }, 'pg-boss error'));

  async function dispatch(): Promise<void> {
    const claimed = await claimDueDocuments(pool, { limit: concurrency * 4, leaseSeconds });
    for (const doc of claimed) {
      await boss.send(PIPELINE_QUEUE, doc, { singletonKey: doc.documentId });
    }
    if (claimed.length > 0) for (const id of workerIds) boss.notifyWorker(id);
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    clearTimeout(timer);
    let delay = IDLE_SLEEP_MS;
    try {
      // The dispatcher claims due documents of every tenant; each step then runs as its tenant.
      await withSystemAccess('pipeline-dispatch', dispatch);
      const due = await withSystemAccess('pipeline-dispatch', () => nextDueAt(pool));
      if (due) delay = Math.max(20, Math.min(IDLE_SLEEP_MS, due.getTime() - Date.now()));
    } catch (err) {
      deps.log.error({ err }, 'pipeline dispatch failed');
    } finally {
      ticking = false;
    }
    if (stopped) return;
    if (again) {
      again = false;
      delay = 0;
    }
    timer = setTimeout(() => void tick(), delay);
  }

  return {
    async start() {
      if (running) return;
      running = true;
      if (!config.simulatorUrl) {
        sharedSimulatorEngine(resolveGibDir(config)).useHistory(databaseHistory(pool));
      }
      await boss.start();
      await boss.createQueue(PIPELINE_QUEUE, {
        name: PIPELINE_QUEUE,
        policy: 'short',
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: Math.max(leaseSeconds * 2, 30),
      });
      for (let i = 0; i < concurrency; i++) {
        workerIds.push(
          await boss.work<TDueDocument>(
            PIPELINE_QUEUE,
            { batchSize: 1, pollingIntervalSeconds: 0.5 },
            async ([job]) => {
              if (job) {
                await withTenantAccess(job.data.tenantId, () =>
                  runDocumentStep(deps, lockPool, job.data),
                );
                steps += 1;
              }
              wakeSoon();
            },
          ),
        );
      }
      void tick();
    },
    async stop() {
      if (!running || stopped) return;
      stopped = true;
      clearTimeout(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await lockPool.end();
    },
    wake: () => wakeSoon(),
    stepsRun: () => steps,
  };

  function wakeSoon(): void {
    if (!running || stopped) return;
    if (ticking) again = true;
    else void tick();
  }
}

/**
 * The connections a running step holds its document's lock on: a pool of their own, smaller
 * than the app's. Taken from the app's pool, locked steps could hold every connection and then
 * wait forever for one to run their queries on; and pg-boss starts further steps beyond its
 * concurrency once it stops waiting for a slow one (after the queue's expiry), so it happened
 * after a crash. A step waiting here holds nothing.
 */
function documentLockPool(appPool: pg.Pool, concurrency: number): pg.Pool {
  const appMax = appPool.options.max ?? 10;
  const lockPool = new pg.Pool({
    ...appPool.options,
    max: Math.max(1, Math.min(concurrency, appMax - 1)),
    application_name: 'posbelge-document-locks',
  });
  // An idle lock connection lost does not end the process; the next step connects again.
  lockPool.on('error', () => {});
  return lockPool;
}
