import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPool, createAppPool } from '../db/app-pool';
import { createDb } from '../db/database';
import { withSystemAccess } from '../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { claimDueDocuments, nextDueAt } from './claim-due';
import { createDueBacklog } from './due-backlog.test-support';

/** A backlog the size where sorting every due row showed (issue 12 measured 300,000). */
const BACKLOG = 20_000;

/** The statements a function sends through an app pool of its own, as they reach the driver. */
class CapturingPool extends AppPool {
  readonly statements: pg.QueryConfig[] = [];
  override query(...args: unknown[]) {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    const asConfig = typeof config === 'string' ? { text: config } : config;
    this.statements.push({ text: asConfig.text, values: values ?? asConfig.values });
    return (super.query as (...a: unknown[]) => unknown)(...args) as never;
  }
}

type TPlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: TPlanNode[] };
const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let t: TTestDatabase;
let pool: CapturingPool;
let explainPool: AppPool;

/** The plan PostgreSQL picks for each statement `run` sends, as the pipeline's role sees it. */
async function plansOf(run: (db: ReturnType<typeof createDb>) => Promise<unknown>) {
  pool.statements.length = 0;
  await withSystemAccess('plan test', () => run(createDb(pool)));
  const sent = [...pool.statements];
  return withSystemAccess('plan test', async () => {
    const plans: TPlanNode[][] = [];
    for (const s of sent) {
      const { rows } = await explainPool.query<{ 'QUERY PLAN': [{ Plan: TPlanNode }] }>({
        text: `explain (format json) ${s.text}`,
        values: s.values,
      });
      const plan = rows[0]?.['QUERY PLAN'][0].Plan;
      if (plan) plans.push(nodesOf(plan));
    }
    return plans;
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  pool = new CapturingPool({ connectionString: t.url, max: 1 });
  explainPool = createAppPool(t.url, 1);
  await createDueBacklog(t.pool, BACKLOG);
}, 120_000);
afterAll(async () => {
  await pool.end();
  await explainPool.end();
  await t.drop();
});

describe('the pipeline claim with a backlog of due documents', () => {
  it('takes its batch in due order off the index and never sorts the backlog', async () => {
    const [claim] = await plansOf((db) =>
      claimDueDocuments(db, { limit: 128, leaseSeconds: 60, skip: [] }),
    );
    expect(claim?.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(claim?.map((n) => n['Index Name'])).toContain('documents_pipeline_next_idx');
  });

  it('finds the earliest due moment from the same index', async () => {
    const [earliest] = await plansOf((db) => nextDueAt(db));
    expect(earliest?.map((n) => n['Index Name'])).toContain('documents_pipeline_next_idx');
    expect(earliest?.map((n) => n['Node Type'])).not.toContain('Aggregate');
  });
});
