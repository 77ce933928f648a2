import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '../../db/database';
import { deviceCredentials, devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { createStore, createTenant } from '../../test/factories';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { issueDeviceCredential, verifyDeviceCredential } from './device-credential.service';

const KEY = Buffer.alloc(32, 7);

describe('device credentials', () => {
  let t: TTestDatabase;
  let db: TDb;
  let seq = 0;

  async function newDevice() {
    const tenant = await createTenant(db);
    const store = await createStore(db, { tenantId: tenant.id });
    seq += 1;
    const [device] = await db
      .insert(devices)
      .values({ tenantId: tenant.id, storeId: store.id, serialNumber: `CR${seq}` })
      .returning();
    if (!device) throw new Error('no device');
    const ref = { tenantId: tenant.id, deviceId: device.id };
    return { tenant, store, device, issued: await issueDeviceCredential(db, KEY, ref), ref };
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    db = createDb(t.pool);
  });
  afterAll(() => t.drop());

  it('verifies a current credential to its tenant, store and device', async () => {
    const { tenant, store, device, issued } = await newDevice();
    expect(issued.credential).toMatch(/^pbd_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyDeviceCredential(db, issued.credential, KEY)).toEqual({
      tenantId: tenant.id,
      storeId: store.id,
      deviceId: device.id,
    });
  });

  it('stores only a keyed hash of the secret', async () => {
    const { issued } = await newDevice();
    const [row] = await db
      .select()
      .from(deviceCredentials)
      .where(eq(deviceCredentials.keyId, issued.keyId));
    const secret = issued.credential.split('.')[1] ?? '';
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses a wrong secret, a malformed value, an unknown key and another server key', async () => {
    const { issued } = await newDevice();
    const [keyId, secret = ''] = issued.credential.split('.');
    const flipped = `${keyId}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const presented of [
      flipped,
      '',
      'garbage',
      `${keyId}.`,
      `${keyId}.${secret}.extra`,
      `pbd_AAAAAAAAAAAAAAAA.${secret}`,
    ]) {
      expect(await verifyDeviceCredential(db, presented, KEY)).toBeNull();
    }
    expect(await verifyDeviceCredential(db, issued.credential, Buffer.alloc(32, 8))).toBeNull();
  });

  it('refuses a revoked credential once a new one is issued', async () => {
    const { issued, ref } = await newDevice();
    const next = await issueDeviceCredential(db, KEY, ref);
    expect(await verifyDeviceCredential(db, issued.credential, KEY)).toBeNull();
    expect(await verifyDeviceCredential(db, next.credential, KEY)).not.toBeNull();
  });

  it('refuses when the device, its store or its tenant is inactive', async () => {
    const a = await newDevice();
    await db.update(devices).set({ isActive: false }).where(eq(devices.id, a.device.id));
    expect(await verifyDeviceCredential(db, a.issued.credential, KEY)).toBeNull();
    const b = await newDevice();
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, b.store.id));
    expect(await verifyDeviceCredential(db, b.issued.credential, KEY)).toBeNull();
    const c = await newDevice();
    await db.update(tenants).set({ isActive: false }).where(eq(tenants.id, c.tenant.id));
    expect(await verifyDeviceCredential(db, c.issued.credential, KEY)).toBeNull();
  });
});
