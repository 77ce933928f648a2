import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPosSaleAccepted } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { saleTransactions } from '../../db/schema/sales';
import { buildTestApp, type TTestApp } from '../../test/app';
import { testDb } from '../../test/factories';
import { countSaleRows, createPosTenant, deviceHeaders, saleBody } from './pos.test-support';

let t: TTestApp;
let db: TDb;
let a: Awaited<ReturnType<typeof createPosTenant>>;
let b: Awaited<ReturnType<typeof createPosTenant>>;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  a = await createPosTenant(db, t.config.secretKey, 'AAA');
  b = await createPosTenant(db, t.config.secretKey, 'BBB');
});
afterAll(async () => t.close());

describe('tenant isolation of the POS API', () => {
  it('files a sale under the device’s own tenant and store, whatever the body names', async () => {
    const hostile = {
      ...saleBody('X-1'),
      tenantId: b.tenant.id,
      storeId: b.store.id,
      deviceId: b.device.id,
      supplierTaxNo: '9999999999',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/sale-transactions',
      headers: deviceHeaders(a.credential, 'X-1'),
      payload: hostile,
    });
    expect(res.statusCode).toBe(201);
    const body = ZPosSaleAccepted.parse(res.json());
    expect(body.invoiceNo).toBe('AAA2026000000001');
    const [doc] = await db.select().from(documents).where(eq(documents.id, body.documentId));
    expect(doc).toMatchObject({
      tenantId: a.tenant.id,
      storeId: a.store.id,
      deviceId: a.device.id,
    });
    const [sale] = await db
      .select()
      .from(saleTransactions)
      .where(eq(saleTransactions.id, body.saleTransactionId));
    expect(sale).toMatchObject({
      tenantId: a.tenant.id,
      storeId: a.store.id,
      supplierTaxNo: a.store.taxNo,
    });
    expect(sale?.requestBody).not.toHaveProperty('tenantId');
    expect(await countSaleRows(db, b.tenant.id)).toEqual({
      sales: 0,
      lines: 0,
      payments: 0,
      documents: 0,
    });
  });

  it('keeps idempotency keys per device: the same key in two tenants makes two sales', async () => {
    const post = (credential: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pos/sale-transactions',
        headers: deviceHeaders(credential, 'SHARED-KEY'),
        payload: saleBody('SHARED-KEY'),
      });
    const fromA = await post(a.credential);
    const fromB = await post(b.credential);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(fromB.json().invoiceNo).toBe('BBB2026000000001');
    expect(fromA.json().saleTransactionId).not.toBe(fromB.json().saleTransactionId);
  });
});
