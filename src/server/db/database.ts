import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TConfig } from '../config';
import { createAppPool } from './app-pool';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

// numeric stays a string (money is never a float); bigint counts fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type TDb = NodePgDatabase;
export type TDatabase = {
  /** The application's pool: runs as the RLS-bound app role (app-pool.ts). */
  pool: pg.Pool;
  db: TDb;
  /** The owner's pool: migrations, pg-boss's own schema and the demo data's bulk COPY only. */
  ownerPool: pg.Pool;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
};

/** The app's database on the embedded server. */
export const EMBEDDED_DB = 'posbelge';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under the data directory and uses
 * its `posbelge` database; applies migrations either way.
 */
export async function openDatabase(
  config: TConfig,
  opts: { log?: (m: string) => void; migrate?: boolean } = {},
): Promise<TDatabase> {
  let url = config.databaseUrl;
  let stopServer: (() => Promise<void>) | undefined;
  if (!url) {
    const server = await startEmbeddedPostgres({
      ...config.embeddedPg,
      ...(opts.log ? { log: opts.log } : {}),
    });
    stopServer = server.stop;
    await ensureDatabase(server.url('postgres'), EMBEDDED_DB);
    url = server.url(EMBEDDED_DB);
  }
  const ownerPool = createPool(url, 4);
  try {
    if (opts.migrate !== false) await runMigrations(ownerPool);
  } catch (e) {
    await ownerPool.end();
    await stopServer?.();
    throw e;
  }
  const pool = createAppPool(url);
  return {
    pool,
    db: createDb(pool),
    ownerPool,
    url,
    embedded: Boolean(stopServer),
    close: async () => {
      await pool.end();
      await ownerPool.end();
      await stopServer?.();
    },
  };
}

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'posbelge' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): TDb {
  return drizzle(pool, { casing: 'snake_case' });
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
