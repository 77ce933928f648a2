import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import { createAppPool } from '../db/app-pool';
import { createDb } from '../db/database';
import type { TPaymentProvider } from '../payments/payment-provider';
import { createTestDatabase } from './db';

export type TTestApp = {
  app: FastifyInstance;
  /** The owner's pool, for test set-up and checks; the app runs on its own RLS-bound pool. */
  pool: pg.Pool;
  config: TConfig;
  close(): Promise<void>;
};

/**
 * "Now" for POS sale-time checks in tests: shortly after the fixtures' sale time
 * (2026-11-22T14:05+03:00), so fixed test data stays inside the back-dating window on any day.
 */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

/**
 * The real Fastify app on a fresh database, for `app.inject` tests. With `logStream` the app logs
 * there (give LOG_LEVEL in `env`); without it, it does not log.
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  opts: {
    now?: () => Date;
    logStream?: { write(line: string): void };
    paymentProvider?: TPaymentProvider;
  } = {},
): Promise<TTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SECRET_KEY: '11'.repeat(32),
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    PIPELINE: 'off',
    // Tests pick the client address with X-Forwarded-For (per-IP sign-in limits).
    TRUST_PROXY: 'true',
    ...env,
  });
  const appPool = createAppPool(database.url, 5);
  const app = await buildApp({
    config,
    database: { pool: appPool, db: createDb(appPool), ownerPool: database.pool },
    logger: opts.logStream !== undefined,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.paymentProvider ? { paymentProvider: opts.paymentProvider } : {}),
    now: opts.now ?? (() => TEST_NOW),
  });
  await app.ready();
  return {
    app,
    pool: database.pool,
    config,
    close: async () => {
      await app.close();
      await appPool.end();
      await database.drop();
    },
  };
}
