import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { settings } from '../../db/schema/settings';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../test/app';
import { testDb } from '../../test/factories';
import { ISSUER_CACHE_MS } from './pos-sale.service';
import { countSaleRows, createPosTenant, deviceHeaders, saleBody } from './pos.test-support';

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TTestApp;
let db: TDb;
let pos: Awaited<ReturnType<typeof createPosTenant>>;
let now = TEST_NOW;

function at(ms: number): string {
  return new Date(TEST_NOW.getTime() + ms).toISOString();
}

async function post(key: string, transactionTime: string, tenant = pos) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pos/sale-transactions',
    headers: deviceHeaders(tenant.credential, key),
    payload: saleBody(key, undefined, { transactionTime }),
  });
}

async function expectRefused(key: string, transactionTime: string, tenant = pos) {
  const before = await countSaleRows(db, tenant.tenant.id);
  const res = await post(key, transactionTime, tenant);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'SALE_TIME_OUT_OF_RANGE' });
  expect(await countSaleRows(db, tenant.tenant.id)).toEqual(before);
  return res;
}

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
  db = testDb(t);
  pos = await createPosTenant(db, t.config.secretKey);
});
afterAll(async () => t.close());

describe('POS sale times', () => {
  it('refuses a sale in the future beyond five minutes of clock skew', async () => {
    const res = await expectRefused('T-future', at(6 * MINUTE));
    expect(res.json()).toMatchObject({
      message: 'Satış zamanı gelecekte.',
      details: { reason: 'future' },
    });
    expect((await post('T-skew', at(4 * MINUTE))).statusCode).toBe(201);
  });

  it('refuses a sale older than the back-dating limit (7 days by default)', async () => {
    const res = await expectRefused('T-old', at(-7 * DAY - MINUTE));
    expect(res.json().details).toMatchObject({ maxBackdateDays: 7 });
    expect((await post('T-week', at(-7 * DAY + MINUTE))).statusCode).toBe(201);
  });

  it('follows the global setting and a tenant’s own setting before it', async () => {
    const other = await createPosTenant(db, t.config.secretKey, 'OTH');
    await db
      .insert(settings)
      .values({ scope: 'global', key: 'documents.maxBackdateDays', value: 2 });
    await expectRefused('T-global', at(-3 * DAY), other);
    await db.insert(settings).values({
      scope: 'tenant',
      tenantId: pos.tenant.id,
      key: 'documents.maxBackdateDays',
      value: 30,
    });
    // The setting is read with the issuer, which is reused for ISSUER_CACHE_MS (docs/pos-api.md).
    await new Promise((r) => setTimeout(r, ISSUER_CACHE_MS + 100));
    expect((await post('T-tenant', at(-20 * DAY))).statusCode).toBe(201);
    await expectRefused('T-tenant-old', at(-31 * DAY));
  });

  it('still answers a retry of a stored sale once its time has left the window', async () => {
    const time = at(-1 * DAY);
    const first = await post('T-retry', time);
    expect(first.statusCode).toBe(201);
    now = new Date(TEST_NOW.getTime() + 60 * DAY);
    try {
      const again = await post('T-retry', time);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      await expectRefused('T-retry-new', time);
    } finally {
      now = TEST_NOW;
    }
  });

  it('numbers a sale in the year of its Istanbul day: 21:30 UTC on 31 December is 2027', async () => {
    now = new Date('2026-12-31T21:35:00Z');
    try {
      const newYear = await post('T-new-year', '2026-12-31T21:30:00Z');
      expect(newYear.statusCode).toBe(201);
      expect(newYear.json().invoiceNo).toMatch(/^[A-Z0-9]{3}2027000000001$/);
      const oldYear = await post('T-old-year', '2026-12-31T20:59:59Z');
      expect(oldYear.statusCode).toBe(201);
      expect(oldYear.json().invoiceNo.slice(3, 7)).toBe('2026');
    } finally {
      now = TEST_NOW;
    }
  });
});
