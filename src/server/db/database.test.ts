import crypto from 'node:crypto';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../config';
import { admin, withDatabase } from '../test/global-setup';
import { openDatabase } from './database';
import { migrationVersion } from './migrate';

/** DATABASE_URL mode: an existing server and an empty database, no embedded PostgreSQL. */
describe('openDatabase with DATABASE_URL', () => {
  const serverUrl = inject('pgServerUrl');
  const name = `posbelge_empty_${crypto.randomBytes(4).toString('hex')}`;
  const url = withDatabase(serverUrl, name);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SECRET_KEY: '22'.repeat(32) });

  afterAll(async () => {
    await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('migrates an empty database and starts no embedded server', async () => {
    await admin(serverUrl, (c) => c.query(`create database ${name}`));
    const db = await openDatabase(config);
    try {
      expect(db.embedded).toBe(false);
      expect(db.url).toBe(url);
      const tables = await db.pool.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      );
      const names = tables.rows.map((r) => r.table_name);
      for (const t of [
        'users',
        'tenants',
        'stores',
        'devices',
        'documents',
        'document_files',
        'sale_transactions',
        'invoice_counters',
        'audit_log',
      ]) {
        expect(names).toContain(t);
      }
      expect(await migrationVersion(db.pool)).toMatch(/^\d{4}_\w+$/);
    } finally {
      await db.close();
    }
  });

  it('applies migrations idempotently on the next start', async () => {
    const db = await openDatabase(config);
    try {
      const applied = await db.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
