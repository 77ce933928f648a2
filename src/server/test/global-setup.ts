import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { createDb, createPool } from '../db/database';
import { runMigrations } from '../db/migrate';
import { ensureReferenceData } from '../db/reference/ensure-reference-data';
import { ROOT_DIR } from '../lib/paths';
import { compileGibRulesOnce } from './compiled-rules';
import { ensureChromium, ensurePdftotext, ensureXmlsec1 } from './debian-tools';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL per run: the embedded server in a throwaway directory, or TEST_DATABASE_URL's
 * server. A template database is migrated once; each test file clones it (src/server/test/db.ts).
 */
export default async function setup(project: TestProject) {
  ensureXmlsec1();
  ensurePdftotext();
  // The PDF printing tests (JavaScript off, print timeouts) need it too.
  ensureChromium();
  let serverUrl: string;
  let stop: (() => Promise<void>) | undefined;
  const external = process.env.TEST_DATABASE_URL;
  const dir = path.join(ROOT_DIR, 'data', `pg-test-${process.pid}`);
  if (external) {
    serverUrl = external;
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    const server = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
    serverUrl = server.url('postgres');
    stop = server.stop;
  }
  const template = `posbelge_tpl_${process.pid}`;
  const teardown = async () => {
    await admin(serverUrl, (c) =>
      c.query(`drop database if exists ${template} with (force)`),
    ).catch(() => undefined);
    await stop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await admin(serverUrl, async (c) => {
      await c.query(`drop database if exists ${template}`);
      await c.query(`create database ${template}`);
    });
    const pool = createPool(withDatabase(serverUrl, template), 2);
    await runMigrations(pool)
      .then(() => ensureReferenceData(createDb(pool)))
      .finally(() => pool.end());
    await compileGibRulesOnce();
  } catch (e) {
    await teardown();
    throw e;
  }
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
  return teardown;
}

export async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
