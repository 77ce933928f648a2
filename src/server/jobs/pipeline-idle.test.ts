import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAppPool, type AppPool } from '../db/app-pool';
import { createDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { createDocument } from '../test/document-factories';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { createStore, createTenant, testDb } from '../test/factories';
import { createPipeline, type TPipeline } from './pipeline';

let t: TTestDatabase;
let app: AppPool;
let pipeline: TPipeline | undefined;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 4);
}, 120_000);
afterAll(async () => {
  await pipeline?.stop();
  await app.end();
  await t.drop();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const LEASE_SECONDS = 600;

describe('an idle pipeline worker', () => {
  it('looks for due work at the pace PIPELINE_POLL_SECONDS sets, not faster', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SECRET_KEY: '11'.repeat(32),
      DATABASE_URL: t.url,
      PIPELINE_POLL_SECONDS: '600',
      PIPELINE_LEASE_SECONDS: String(LEASE_SECONDS),
    });
    pipeline = createPipeline({ db: createDb(app), pool: app, config, log: quiet });
    await pipeline.start();
    const owner = testDb(t);
    const { id: tenantId } = await createTenant(owner);
    const { id: storeId } = await createStore(owner, { tenantId });
    // Due after the worker's first look found nothing, and nobody wakes it.
    await new Promise((r) => setTimeout(r, 500));
    const doc = await createDocument(owner, {
      tenantId,
      storeId,
      status: 1,
      pipelineStep: 'track',
      nextCheckAt: new Date(Date.now() - 1000),
    });
    const claimed = async () => {
      const [row] = await owner.select().from(documents).where(eq(documents.id, doc.id));
      // A claim pushes the next check past the lease (and a step run moves it on from there).
      return row?.pipelineStep !== 'track' || (row.nextCheckAt?.getTime() ?? 0) > Date.now();
    };
    // Several of the one-second looks it took before this setting applied.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await claimed()).toBe(false);
    pipeline.wake();
    const until = Date.now() + 30_000;
    while (!(await claimed()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await claimed()).toBe(true);
  }, 60_000);
});
