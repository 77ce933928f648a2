import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { createPool } from '../db/database';
import { runMigrations } from '../db/migrate';
import { admin, withDatabase } from './global-setup';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

type TJournal = { entries: { tag: string }[] };

/**
 * A copy of the migrations whose journal stops before the one tagged `tag` (`NNNN_name`, any
 * number: migrations are renumbered at merge time), to upgrade a database holding older data.
 * The caller removes the directory.
 */
function migrationsBefore(tag: RegExp): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posbelge-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as TJournal;
  const at = journal.entries.findIndex((e) => tag.test(e.tag));
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

export type TUpgradedDatabase = { pool: pg.Pool; drop(): Promise<void> };

/**
 * A database of its own on the test server, migrated up to just before the migration tagged `tag`,
 * holding what `storeBefore` writes there, then upgraded with every migration (as a live install
 * would be). `drop` closes its pool and removes it.
 */
export async function upgradeDatabase(
  serverUrl: string,
  tag: RegExp,
  storeBefore: (pool: pg.Pool) => Promise<void>,
): Promise<TUpgradedDatabase> {
  const name = `posbelge_upgrade_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name}`));
  const pool = createPool(withDatabase(serverUrl, name), 2);
  const drop = async () => {
    await pool.end();
    await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  const before = migrationsBefore(tag);
  try {
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
    } finally {
      client.release();
    }
    await storeBefore(pool);
    await runMigrations(pool);
  } catch (err) {
    await drop();
    throw err;
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
  return { pool, drop };
}
