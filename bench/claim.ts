import type { AppPool } from '../src/server/db/app-pool';
import { createDueBacklog } from '../src/server/jobs/due-backlog.test-support';
import { createLockSession } from '../src/server/jobs/lock-session';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

const BACKLOG = Number(process.env.BENCH_CLAIM_BACKLOG ?? 300_000);
const CLAIMS = 12;
/** The pipeline's own batch: `PIPELINE_CONCURRENCY`'s default. */
const LIMIT = 128;
const INDEX = 'documents_pipeline_next_idx';

type TPass = { claimMs: number[]; nextDueMs: number };

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) =>
  round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

/**
 * The pipeline's claim when documents pile up faster than they are sent (ingestion at 1,000
 * sales/s against ~100 documents/s): a scratch database holding `BENCH_CLAIM_BACKLOG` due
 * documents, claimed 128 at a time through the pipeline's own lock session, with the due-order
 * index and then, for the comparison, without it (dropped in the scratch database only).
 */
export async function benchClaim(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'claim',
    { owner: 2, app: 2 },
    async ({ ownerPool: pool, appPool }) => {
      const started = performance.now();
      await createDueBacklog(pool, BACKLOG);
      console.log(
        `claim: ${BACKLOG.toLocaleString('en')} due documents made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const passes: Record<string, TPass> = { withIndex: await measure(appPool) };
      await pool.query(`drop index ${INDEX}`);
      await pool.query('analyze documents');
      passes.withoutIndex = await measure(appPool);
      for (const [pass, figures] of Object.entries(passes)) {
        console.log(
          `claim of ${LIMIT} with ${BACKLOG.toLocaleString('en')} due documents, ${pass}: ` +
            `median ${median(figures.claimMs)} ms (${figures.claimMs.map((ms) => ms.toFixed(0)).join(' ')}); ` +
            `earliest due moment ${figures.nextDueMs.toFixed(1)} ms`,
        );
      }
      await writeBenchResult('claim', {
        backlog: BACKLOG,
        limit: LIMIT,
        ...Object.fromEntries(
          Object.entries(passes).map(([pass, f]) => [
            pass,
            {
              claimMedianMs: median(f.claimMs),
              claimMinMs: round(Math.min(...f.claimMs)),
              claimMaxMs: round(Math.max(...f.claimMs)),
              nextDueMs: round(f.nextDueMs),
            },
          ]),
        ),
      });
    },
  );
}

/** `CLAIMS` claims in a row on one lock session (each pushes its batch past the lease), then the
 * idle pipeline's question: when is the next document due? */
async function measure(appPool: AppPool): Promise<TPass> {
  const session = createLockSession(appPool);
  try {
    // Connects the session first: the claims below time the statement, not a connection.
    await session.nextDueAt();
    const claimMs: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const started = performance.now();
      const claimed = await session.claim(LIMIT, 300, []);
      claimMs.push(performance.now() - started);
      if (claimed.length !== LIMIT) throw new Error(`claimed ${claimed.length}, not ${LIMIT}`);
    }
    const started = performance.now();
    await session.nextDueAt();
    return { claimMs, nextDueMs: performance.now() - started };
  } finally {
    await session.close();
  }
}
