import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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

/** The newest applied migration by its drizzle-kit tag (e.g. `0001_sign_in_failures`). */
export async function migrationVersion(pool: pg.Pool): Promise<string | null> {
  const res = await pool
    .query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )
    .catch(() => null);
  const when = res?.rows[0]?.created_at;
  if (when === undefined) return null;
  return journalTags().get(Number(when)) ?? String(when);
}

function journalTags(): Map<number, string> {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}
