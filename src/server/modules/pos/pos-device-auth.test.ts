import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { deviceCredentials, devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { buildTestApp, type TTestApp } from '../../test/app';
import { testDb } from '../../test/factories';
import { DEVICE_AUTH_CACHE_MS } from './pos-device-auth';
import { countSaleRows, createPosTenant, saleBody } from './pos.test-support';

const URL = '/api/pos/sale-transactions';
let t: TTestApp;
let db: TDb;
let pos: Awaited<ReturnType<typeof createPosTenant>>;
let n = 0;

async function postWith(headers: Record<string, string>) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'idempotency-key': `A-${n}`, ...headers },
    payload: saleBody(`A-${n}`),
  });
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
beforeEach(async () => {
  pos = await createPosTenant(db, t.config.secretKey);
});
afterAll(async () => t.close());

async function expectRefused(headers: Record<string, string>) {
  const res = await postWith(headers);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'DEVICE_UNAUTHORIZED' });
  expect(await countSaleRows(db, pos.tenant.id)).toMatchObject({ sales: 0, documents: 0 });
}

describe('device authentication of the POS API', () => {
  it('accepts Authorization: Device and X-Device-Key', async () => {
    expect((await postWith({ authorization: `Device ${pos.credential}` })).statusCode).toBe(201);
    expect((await postWith({ 'x-device-key': pos.credential })).statusCode).toBe(201);
  });

  it('refuses a missing, malformed or wrong credential', async () => {
    await expectRefused({});
    await expectRefused({ authorization: `Bearer ${pos.credential}` });
    await expectRefused({ authorization: 'Device pbd_nonsense' });
    const [keyId] = pos.credential.split('.');
    await expectRefused({ authorization: `Device ${keyId}.${'A'.repeat(43)}` });
  });

  it('refuses a revoked credential', async () => {
    await db
      .update(deviceCredentials)
      .set({ revokedAt: new Date() })
      .where(eq(deviceCredentials.deviceId, pos.device.id));
    await expectRefused({ authorization: `Device ${pos.credential}` });
  });

  it('refuses a credential revoked after use once the trusted time has passed', async () => {
    const headers = { authorization: `Device ${pos.credential}` };
    expect((await postWith(headers)).statusCode).toBe(201);
    await db
      .update(deviceCredentials)
      .set({ revokedAt: new Date() })
      .where(eq(deviceCredentials.deviceId, pos.device.id));
    await new Promise((r) => setTimeout(r, DEVICE_AUTH_CACHE_MS + 100));
    const res = await postWith(headers);
    expect(res.statusCode).toBe(401);
    expect(await countSaleRows(db, pos.tenant.id)).toMatchObject({ sales: 1, documents: 1 });
  });

  it('refuses an inactive device, store or tenant', async () => {
    const headers = { authorization: `Device ${pos.credential}` };
    await db.update(devices).set({ isActive: false }).where(eq(devices.id, pos.device.id));
    await expectRefused(headers);
    await db.update(devices).set({ isActive: true }).where(eq(devices.id, pos.device.id));
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, pos.store.id));
    await expectRefused(headers);
    await db.update(stores).set({ isActive: true }).where(eq(stores.id, pos.store.id));
    await db.update(tenants).set({ isActive: false }).where(eq(tenants.id, pos.tenant.id));
    await expectRefused(headers);
  });

  it('checks the credential before the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'idempotency-key': 'x' },
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });
});
