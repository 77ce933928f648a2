import type pg from 'pg';

/**
 * The statements that read a query's rows on a connection of its own (a writer thread's), in this
 * order: `setup` (the caller's role and tenant, see `dataSettingsStatement`), `begin`, `declare`,
 * `fetch` until it returns fewer than `batchSize` rows, `end`. `cursor-batches.cjs` runs them.
 */
export type TCursorStatements = {
  setup: string;
  begin: string;
  declare: { text: string; params: unknown[] };
  fetch: string;
  batchSize: number;
  end: string;
};

/**
 * `query` read through a server-side cursor `batchSize` rows per round trip, in a read-only
 * transaction so a long read blocks no writer. Only the text is built here: the thread that runs
 * it holds the rows, the caller never does.
 */
export function cursorStatements(
  query: { sql: string; params: unknown[] },
  opts: { cursor: string; batchSize: number; setup: string },
): TCursorStatements {
  if (!/^[a-z_]+$/.test(opts.cursor)) throw new Error(`not a cursor name: ${opts.cursor}`);
  return {
    setup: opts.setup,
    begin: 'begin transaction read only',
    declare: {
      text: `declare ${opts.cursor} no scroll cursor for ${query.sql}`,
      params: query.params,
    },
    fetch: `fetch forward ${Math.trunc(opts.batchSize)} from ${opts.cursor}`,
    batchSize: opts.batchSize,
    end: 'commit',
  };
}

/** Where a writer thread connects: the app pool's server and credentials, under its own name. */
export type TOwnConnection = { connectionString: string; application_name: string };

export function ownConnectionOf(pool: pg.Pool, applicationName: string): TOwnConnection {
  const { connectionString } = pool.options;
  if (!connectionString) throw new Error('the app pool has no connection string');
  return { connectionString, application_name: applicationName };
}
