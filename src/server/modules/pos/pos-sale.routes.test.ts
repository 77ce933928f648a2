import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPosSaleAccepted } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { saleTransactions } from '../../db/schema/sales';
import { invoiceCounters } from '../../db/schema/series';
import { MAX_SEQUENCE } from '../../documents/numbering';
import { stores } from '../../db/schema/stores';
import { buildTestApp, type TTestApp } from '../../test/app';
import { testDb } from '../../test/factories';
import { createRegisteredTaxPayer } from '../../test/document-factories';
import { ISSUER_CACHE_MS } from './pos-sale.service';
import { countSaleRows, createPosTenant, deviceHeaders, saleBody } from './pos.test-support';

const URL = '/api/pos/sale-transactions';
const BUYER_VKN = '1111111114'; // valid VKN checksum, registered below
let t: TTestApp;
let db: TDb;
let pos: Awaited<ReturnType<typeof createPosTenant>>;

async function post(key: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: deviceHeaders(pos.credential, key),
    payload: payload as object,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  pos = await createPosTenant(db, t.config.secretKey);
  await createRegisteredTaxPayer(db, BUYER_VKN);
});
afterAll(async () => t.close());

describe('POST /api/pos/sale-transactions', () => {
  it('stores the sale and a pending e-Arşiv document with the first number of the series', async () => {
    const res = await post('S-1', saleBody('S-1'));
    expect(res.statusCode).toBe(201);
    const body = ZPosSaleAccepted.parse(res.json());
    expect(body).toMatchObject({
      docType: 2,
      profileId: 'EARSIVFATURA',
      invoiceNo: 'EAR2026000000001',
      status: 1,
    });
    const [doc] = await db.select().from(documents).where(eq(documents.id, body.documentId));
    expect(doc).toMatchObject({
      tenantId: pos.tenant.id,
      storeId: pos.store.id,
      deviceId: pos.device.id,
      saleTransactionId: body.saleTransactionId,
      ettn: body.ettn,
      invoiceDate: '2026-11-22',
      invoiceTime: '14:05:00',
      totalPayAmount: '120.00',
      storeName: pos.store.name,
      deviceSerialNumber: pos.device.serialNumber,
      pipelineStep: 'prepare',
      status: 1,
    });
    expect(doc?.nextCheckAt).toBeInstanceOf(Date);
    expect(await countSaleRows(db, pos.tenant.id)).toMatchObject({
      sales: 1,
      lines: 1,
      payments: 1,
      documents: 1,
    });
  });

  it('answers a retry with the first answer and stores nothing new', async () => {
    const before = await countSaleRows(db, pos.tenant.id);
    const first = await post('S-2', saleBody('S-2'));
    const again = await post('S-2', saleBody('S-2'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = await countSaleRows(db, pos.tenant.id);
    expect(after.sales - before.sales).toBe(1);
    expect(after.documents - before.documents).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    await post('S-3', saleBody('S-3'));
    const before = await countSaleRows(db, pos.tenant.id);
    const other = await post(
      'S-3',
      saleBody('S-3', [{ quantity: '1', unitPrice: '10', vatRate: '20' }]),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countSaleRows(db, pos.tenant.id)).toEqual(before);
  });

  it('rejects inconsistent amounts with the field path and stores nothing', async () => {
    const before = await countSaleRows(db, pos.tenant.id);
    const body = saleBody('S-4');
    const res = await post('S-4', { ...body, amounts: { ...body.amounts, tax: '19.99' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details).toContainEqual(
      expect.objectContaining({
        path: 'body.amounts.tax',
        message: expect.stringContaining('20.00'),
      }),
    );
    const line = { ...body.invoiceLines[0], vatAmount: '21.00' };
    const bad = await post('S-4', { ...body, invoiceLines: [line] });
    expect(bad.json().details).toContainEqual(
      expect.objectContaining({ path: 'body.invoiceLines.0.vatAmount' }),
    );
    const float = await post('S-4', { ...body, amounts: { ...body.amounts, pay: 120.5 } });
    expect(float.json().details).toContainEqual(
      expect.objectContaining({ path: 'body.amounts.pay' }),
    );
    expect(await countSaleRows(db, pos.tenant.id)).toEqual(before);
  });

  it('issues an e-Fatura to a registered buyer, an e-Arşiv to anyone else', async () => {
    const toRegistered = await post(
      'S-5',
      saleBody('S-5', undefined, { customer: { name: 'Alıcı A.Ş.', taxNo: BUYER_VKN } }),
    );
    expect(toRegistered.json()).toMatchObject({
      docType: 1,
      profileId: 'TEMELFATURA',
      invoiceNo: 'EFT2026000000001',
    });
    const toConsumer = await post(
      'S-6',
      saleBody('S-6', undefined, {
        customer: { firstName: 'Ayşe', lastName: 'Yılmaz', taxNo: '10000000146' },
      }),
    );
    expect(toConsumer.json()).toMatchObject({ docType: 2, profileId: 'EARSIVFATURA' });
  });

  it('makes a commercial invoice only when the store allows it', async () => {
    const ticari = { customer: { name: 'Alıcı A.Ş.', taxNo: BUYER_VKN }, scenarioType: 2 as const };
    const plain = await post('S-7', saleBody('S-7', undefined, ticari));
    expect(plain.json()).toMatchObject({ docType: 1, profileId: 'TEMELFATURA' });
    await db
      .update(stores)
      .set({ commercialInvoiceEnabled: true })
      .where(eq(stores.id, pos.store.id));
    // What a sale copies from its store is reused for ISSUER_CACHE_MS (docs/pos-api.md).
    await new Promise((r) => setTimeout(r, ISSUER_CACHE_MS + 100));
    const commercial = await post('S-8', saleBody('S-8', undefined, ticari));
    expect(commercial.json()).toMatchObject({ docType: 1, profileId: 'TICARIFATURA' });
    const ret = await post(
      'S-9',
      saleBody('S-9', undefined, {
        ...ticari,
        invoiceType: 2,
        returnReference: { invoiceNo: 'EFT2026000000001', issueDate: '2026-11-22' },
      }),
    );
    expect(ret.statusCode).toBe(422);
    expect(ret.json()).toMatchObject({ code: 'DOCUMENT_KIND_NOT_ALLOWED' });
  });

  it('gives an information slip (docType 9) no number and no pipeline work', async () => {
    const res = await post('S-10', saleBody('S-10', undefined, { docType: 9 }));
    expect(res.statusCode).toBe(201);
    const body = ZPosSaleAccepted.parse(res.json());
    expect(body).toMatchObject({ docType: 9, invoiceNo: null, profileId: null });
    const [doc] = await db.select().from(documents).where(eq(documents.id, body.documentId));
    expect(doc).toMatchObject({
      status: 2,
      invoiceNo: null,
      seriesId: null,
      pipelineStep: null,
      nextCheckAt: null,
    });
  });

  it('refuses a docType without an active series (422) and stores nothing', async () => {
    const before = await countSaleRows(db, pos.tenant.id);
    const res = await post('S-11', saleBody('S-11', undefined, { docType: 7 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SERIES_NOT_FOUND' });
    expect(await countSaleRows(db, pos.tenant.id)).toEqual(before);
  });

  it('refuses a sale past the end of its series (422) and stores nothing', async () => {
    const full = await createPosTenant(db, t.config.secretKey, 'FUL');
    const postFull = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: deviceHeaders(full.credential, key),
        payload: saleBody(key),
      });
    expect((await postFull('F-1')).statusCode).toBe(201);
    await db
      .update(invoiceCounters)
      .set({ lastValue: MAX_SEQUENCE })
      .where(eq(invoiceCounters.tenantId, full.tenant.id));
    const before = await countSaleRows(db, full.tenant.id);
    const res = await postFull('F-2');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SERIES_EXHAUSTED' });
    expect(await countSaleRows(db, full.tenant.id)).toEqual(before);
  });

  it('requires an Idempotency-Key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Device ${pos.credential}` },
      payload: saleBody('S-12'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('stores the parsed body and its hash for the pipeline', async () => {
    const res = await post('S-13', saleBody('S-13'));
    const [sale] = await db
      .select()
      .from(saleTransactions)
      .where(
        and(
          eq(saleTransactions.tenantId, pos.tenant.id),
          eq(saleTransactions.idempotencyKey, 'S-13'),
        ),
      );
    expect(sale?.id).toBe(res.json().saleTransactionId);
    expect(sale?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sale?.requestBody).toMatchObject({
      transactionId: 'S-13',
      invoiceType: 1,
      currencyCode: 'TRY',
    });
    expect(sale?.responseBody).toEqual(res.json());
  });

  it('is documented in the OpenAPI document under the POS tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const op = res.json().paths['/api/pos/sale-transactions']?.post;
    expect(op?.tags).toEqual(['POS']);
    expect(op?.requestBody?.content?.['application/json']?.schema?.properties).toHaveProperty(
      'invoiceLines',
    );
  });
});
