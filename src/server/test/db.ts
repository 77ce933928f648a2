import crypto from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../db/database';
import { admin, withDatabase } from './global-setup';

export type TTestDatabase = { pool: pg.Pool; url: string; drop(): Promise<void> };

/** A fresh, migrated database cloned from the run's template. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('pgTemplate');
  const name = `posbelge_t_${crypto.randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name} template ${template}`));
  const url = withDatabase(serverUrl, name);
  const pool = createPool(url, 5);
  return {
    pool,
    url,
    drop: async () => {
      await pool.end();
      await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
