import type pg from 'pg';
import { AppPool, createAppPool } from '../db/app-pool';
import { createDb, type TDb } from '../db/database';

/**
 * An app pool that keeps every statement sent through it as it reaches the driver: text,
 * parameters and options (row mode, type parsers), so it can be explained or replayed.
 */
export class CapturingPool extends AppPool {
  readonly statements: pg.QueryConfig[] = [];
  override query(...args: unknown[]) {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    const asConfig = typeof config === 'string' ? { text: config } : config;
    this.statements.push({ ...asConfig, values: values ?? asConfig.values });
    return (super.query as (...a: unknown[]) => unknown)(...args) as never;
  }
}

export type TPlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: TPlanNode[];
};

/** A plan's nodes, the root first. */
export const nodesOf = (node: TPlanNode): TPlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(nodesOf),
];

/**
 * Rows each sort was given (EXPLAIN ANALYZE: its input's rows over all its loops). An incremental
 * sort counts too: one whose input is sorted on a leading column of few values sorts whole groups.
 */
export const rowsSorted = (plan: TPlanNode[]): number[] =>
  plan
    .filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort')
    .map((n) => {
      const input = n.Plans?.[0];
      return (input?.['Actual Rows'] ?? 0) * (input?.['Actual Loops'] ?? 1);
    });

/** Runs `fn` inside a data context (tenant or system access), as the app's role sees the rows. */
export type TWithin = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * The plans PostgreSQL picks for the statements a function sends, as the app's role sees them:
 * each statement captured on a pool of its own, then explained (with `analyze`, run) in the same
 * data context.
 */
export function queryPlans(url: string) {
  const pool = new CapturingPool({ connectionString: url, max: 1 });
  // One database handle for every run, as the app has: what a module keeps per database stays.
  const db = createDb(pool);
  const explainPool = createAppPool(url, 1);
  /** What `run` answers and the statements it sent. */
  async function sentBy<T>(within: TWithin, run: (db: TDb) => Promise<T>) {
    pool.statements.length = 0;
    const result = await within(() => run(db));
    return { result, statements: [...pool.statements] };
  }
  return {
    sentBy,
    async plansOf(
      within: TWithin,
      run: (db: TDb) => Promise<unknown>,
      opts: { analyze?: boolean } = {},
    ): Promise<TPlanNode[][]> {
      const sent = (await sentBy(within, run)).statements;
      const explain = opts.analyze ? 'explain (analyze, format json)' : 'explain (format json)';
      return within(async () => {
        const plans: TPlanNode[][] = [];
        for (const s of sent) {
          const { rows } = await explainPool.query<{ 'QUERY PLAN': [{ Plan: TPlanNode }] }>({
            text: `${explain} ${s.text}`,
            values: s.values,
          });
          const plan = rows[0]?.['QUERY PLAN'][0].Plan;
          if (plan) plans.push(nodesOf(plan));
        }
        return plans;
      });
    },
    async end() {
      await pool.end();
      await explainPool.end();
    },
  };
}
