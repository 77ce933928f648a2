import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createAppPool, type AppPool } from '../src/server/db/app-pool';
import { createDb, type TDb } from '../src/server/db/database';
import { freePort } from '../src/server/test/free-port';
import { openListData, type TListData } from './list-data';

export type TListApp = {
  data: TListData;
  /** The app's RLS-bound pool (10 connections) and its database handle. */
  appPool: AppPool;
  db: TDb;
  app: FastifyInstance;
  port: number;
  /** Closes the app and both pools. */
  close(): Promise<void>;
};

/**
 * The app on the list bench's database (`openListData`), listening on a free port with the
 * pipeline off. It logs as in production: the lines go nowhere, but their cost is paid.
 */
export async function startListApp(serverUrl: string): Promise<TListApp> {
  const data = await openListData(serverUrl, (m) => console.log(m));
  const appPool = createAppPool(data.url, 10);
  const db = createDb(appPool);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: data.url,
    PIPELINE: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const app = await buildApp({
    config,
    database: { pool: appPool, db, ownerPool: data.ownerPool },
    logger: true,
    logStream: { write: () => undefined },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    data,
    appPool,
    db,
    app,
    port,
    close: async () => {
      await app.close();
      await appPool.end();
      await data.ownerPool.end();
    },
  };
}
