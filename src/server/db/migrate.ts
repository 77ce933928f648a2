import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending drizzle-kit migrations; concurrent starters serialise on an advisory lock. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, ADVISORY_LOCKS.migrations, (client) =>
    migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
  );
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
