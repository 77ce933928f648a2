import PgBoss from 'pg-boss';
import type pg from 'pg';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../../db/advisory-lock';
import { withSystemAccess, withTenantAccess } from '../../db/data-context';
import {
  claimDueExports,
  nextExportLeaseEnd,
  type TClaimedExport,
} from '../../modules/invoice/invoice-export.public';
import { runExport, type TExportDeps } from './run-export';

const QUEUE = 'document-export';
const IDLE_SLEEP_MS = 5000;
/** A run longer than this is taken for dead and its request is claimed again. */
export const EXPORT_LEASE_SECONDS = 600;
/** Claims of one request (each a run that died) before it is failed for good. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Exports are heavy and rare: one at a time per process. */
const CONCURRENCY = 1;

export type TExportJob = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Look for new requests now (after POST /api/invoice/export) instead of at the next tick. */
  wake(): void;
};

/**
 * The e-mailed document export, shaped like the pipeline: `export_requests` rows hold the truth,
 * a dispatcher claims pending rows under a lease and hands them to a pg-boss worker. A request
 * recorded while no worker ran waits as pending; one whose worker died is claimed again when its
 * lease runs out, unless its mail may already have left (then it is failed, never mailed twice).
 */
export function createExportJob(deps: TExportDeps & { ownerPool: pg.Pool }): TExportJob {
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

  boss.on('error', (err) => deps.log.error({ err }, 'pg-boss error (export)'));

  async function dispatch(): Promise<Date | null> {
    const claimed = await claimDueExports(deps.db, {
      limit: CONCURRENCY * 2,
      leaseSeconds: EXPORT_LEASE_SECONDS,
      maxAttempts: EXPORT_MAX_ATTEMPTS,
    });
    for (const claim of claimed) {
      await boss.send(QUEUE, claim, { singletonKey: claim.exportRequestId });
    }
    if (claimed.length > 0) for (const id of workerIds) boss.notifyWorker(id);
    return nextExportLeaseEnd(deps.db);
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
      // The dispatcher claims requests of every tenant; each run then works as its tenant.
      const due = await withSystemAccess('export-dispatch', dispatch);
      if (due) delay = Math.max(20, Math.min(IDLE_SLEEP_MS, due.getTime() - Date.now() + 50));
    } catch (err) {
      deps.log.error({ err }, 'export dispatch failed');
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

  function wakeSoon(): void {
    if (!running || stopped) return;
    if (ticking) again = true;
    else void tick();
  }

  return {
    async start() {
      if (running) return;
      running = true;
      // One process at a time: pg-boss's own lock does not stop two processes starting at once
      // on a fresh database from both creating its schema ("duplicate key … pg_namespace").
      await withAdvisoryLock(deps.ownerPool, ADVISORY_LOCKS.jobQueueStart, async () => {
        await boss.start();
        await boss.createQueue(QUEUE, {
          name: QUEUE,
          policy: 'stately',
          // The request row, not pg-boss, decides about another attempt (its lease and attempts).
          retryLimit: 0,
          expireInSeconds: EXPORT_LEASE_SECONDS,
        });
      });
      for (let i = 0; i < CONCURRENCY; i++) {
        workerIds.push(
          await boss.work<TClaimedExport>(
            QUEUE,
            { batchSize: 1, pollingIntervalSeconds: 0.5 },
            async ([job]) => {
              if (job) await withTenantAccess(job.data.tenantId, () => runExport(deps, job.data));
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
    },
    wake: () => wakeSoon(),
  };
}
