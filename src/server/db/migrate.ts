import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending drizzle-kit migrations; concurrent starters serialise on an advisory lock. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7401)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(7401)').catch(() => undefined);
    client.release();
  }
}

/** The newest applied migration, as drizzle records it (hash and creation time). */
export async function migrationVersion(pool: pg.Pool): Promise<string | null> {
  const res = await pool
    .query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )
    .catch(() => null);
  return res?.rows[0]?.created_at ? String(res.rows[0].created_at) : null;
}
