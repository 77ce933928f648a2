import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { createPosTenant, deviceHeaders, saleBody } from '../modules/pos/pos.test-support';
import { buildTestApp, type TTestApp } from '../test/app';
import { createDocument } from '../test/document-factories';

let t: TTestApp;
beforeAll(async () => {
  // A pipeline that looks for work only every ten minutes unless something wakes it.
  t = await buildTestApp({ PIPELINE: 'on', PIPELINE_POLL_SECONDS: '600' });
}, 120_000);
afterAll(() => t.close());

describe('waking the pipeline', () => {
  it('is done by what queues document work, not by any successful POST', async () => {
    const db = createDb(t.pool);
    const pos = await createPosTenant(db, t.config.secretKey);
    // Due after the worker's first look found nothing.
    await new Promise((r) => setTimeout(r, 500));
    const due = await createDocument(db, {
      tenantId: pos.tenant.id,
      storeId: pos.store.id,
      status: 1,
      pipelineStep: 'track',
      nextCheckAt: new Date(Date.now() - 1000),
    });
    const claimed = async () => {
      const [row] = await db.select().from(documents).where(eq(documents.id, due.id));
      return row?.pipelineStep !== 'track' || (row.nextCheckAt?.getTime() ?? 0) > Date.now();
    };
    // A successful POST that queues no document work.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
    });
    expect(other.statusCode).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await claimed()).toBe(false);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/pos/sale-transactions',
      headers: deviceHeaders(pos.credential, 'wake-1'),
      payload: saleBody('wake-1'),
    });
    expect(sale.statusCode).toBe(201);
    const until = Date.now() + 30_000;
    while (!(await claimed()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await claimed()).toBe(true);
  }, 60_000);
});
