import pg from 'pg';
import { createAppPool, type AppPool } from '../src/server/db/app-pool';
import { createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';

/** `url` with its database name replaced: benches run in scratch databases on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on its own connection (create or drop a scratch database, which no pool may hold). */
export async function onAdmin(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

export type TScratchDatabase = { url: string; ownerPool: pg.Pool; appPool: AppPool };

/**
 * Runs `fn` in a scratch database of its own on the bench's server (`posbelge_bench_<label>_<pid>`),
 * migrated, with an owner pool and an app pool of the given sizes; the pools are closed and the
 * database dropped afterwards, whether `fn` succeeds or fails.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  label: string,
  pools: { owner: number; app: number },
  fn: (scratch: TScratchDatabase) => Promise<T>,
): Promise<T> {
  const name = `posbelge_bench_${label}_${process.pid}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  await onAdmin(adminUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const ownerPool = createPool(url, pools.owner);
  const appPool = createAppPool(url, pools.app);
  try {
    await runMigrations(ownerPool);
    return await fn({ url, ownerPool, appPool });
  } finally {
    await appPool.end();
    await ownerPool.end();
    await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
