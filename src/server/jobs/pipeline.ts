import { withTenantAccess } from '../db/data-context';
import { resolveGibDir } from '../documents/gib-dir';
import { sharedSimulatorEngine } from '../documents/integrators/get-integrator-plugin';
import { createLockSession } from './lock-session';
import type { TPipelineDocument } from './pipeline-document';
import { pipelineDeps, type TPipelineBase } from './pipeline-deps';
import { runDocument } from './run-step';
import { databaseMemory } from './simulator-memory';
import { izibizSessions } from '../documents/integrators/izibiz/sessions';

const STOP_WAIT_MS = 10_000;

export type TPipeline = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Look for due work now (after a sale, a cancel or a resend) instead of at the next tick. */
  wake(): void;
  /** Documents this process has run a step of since it started (logged when a worker stops). */
  stepsRun(): number;
};

/**
 * The document pipeline. Document rows hold the truth (`pipeline_step`, `next_check_at`) and are
 * the queue: the runner claims due rows in batches (claim-due.ts: one statement takes the rows,
 * their locks and their lease) and runs up to `concurrency` documents at once in this process,
 * CPU-heavy work on the worker pools. A claim waits until half the slots are free (or nothing is
 * in hand), so rows are claimed many at a time. A crash loses at most a lease: the claimed rows
 * become due again, and their locks went with the connection.
 */
export function createPipeline(base: TPipelineBase): TPipeline {
  const deps = pipelineDeps(base);
  const { pool, config } = deps;
  const { concurrency, leaseSeconds, pollSeconds } = config.pipeline;
  // A worker with nothing to do looks again at the configured pace: with two workers, the one that
  // just finished a step looks again at once, so a slower idle look left it most of the work.
  const idleMs = pollSeconds * 1000;
  const locks = createLockSession(pool);
  const inHand = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let ticking = false;
  let again = false;
  let steps = 0;

  async function run(doc: TPipelineDocument): Promise<void> {
    try {
      await withTenantAccess(doc.tenantId, () => runDocument(deps, doc));
      steps += 1;
    } catch (err) {
      // The lease brings the document back; its fenced writes keep what was done.
      deps.log.error({ err, documentId: doc.id, step: doc.pipelineStep }, 'pipeline step failed');
    } finally {
      locks.release(doc.id);
      inHand.delete(doc.id);
      wakeSoon();
    }
  }

  /** Claims what fits; the delay until the next look (0: more may be due at once). */
  async function fill(): Promise<number> {
    const free = concurrency - inHand.size;
    if (free < Math.ceil(concurrency / 2) && inHand.size > 0) return idleMs;
    const claimed = await locks.claim(free, leaseSeconds, [...inHand.keys()]);
    for (const doc of claimed) inHand.set(doc.id, run(doc));
    if (claimed.length === free) return 0;
    const due = await locks.nextDueAt();
    if (!due) return idleMs;
    const wait = due.getTime() - Date.now();
    // Due and not claimed: locked elsewhere (or in hand here); look again at the idle pace.
    return wait <= 0 ? idleMs : Math.max(20, Math.min(idleMs, wait));
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    clearTimeout(timer);
    let delay = idleMs;
    try {
      delay = await fill();
    } catch (err) {
      deps.log.error({ err }, 'pipeline claim failed');
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
      if (!config.simulatorUrl) {
        sharedSimulatorEngine(resolveGibDir(config)).useMemory(databaseMemory(pool));
      }
      void tick();
    },
    async stop() {
      if (!running || stopped) return;
      stopped = true;
      clearTimeout(timer);
      const settled = Promise.allSettled(inHand.values());
      await Promise.race([settled, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
      await locks.close();
      // The integrators' sessions this process opened end with it (İzibiz: Logout).
      await izibizSessions.logoutAll();
    },
    wake: () => wakeSoon(),
    stepsRun: () => steps,
  };
}
