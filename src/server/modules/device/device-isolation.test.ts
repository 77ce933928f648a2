import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDeviceCreated } from '../../../shared/device/device';
import { ZDeviceList } from '../../../shared/device/device-list';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { deviceCredentials, devices } from '../../db/schema/devices';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore, createTenant, createUser, testDb } from '../../test/factories';
import { bearerFor, newSerial } from './device.test-support';

type THeaders = { authorization: string };

let t: TTestApp;
let db: TDb;
const anadolu = { tenantId: '', storeA: '', storeB: '', deviceA: '', serialA: '', deviceB: '' };
let egeOwner: THeaders;
let egeDevice = '';
let egeStore = '';
let anadoluStoreB: THeaders;
let anadoluTenantMode: THeaders;

async function add(headers: THeaders, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/device', headers, payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return ZDeviceCreated.parse(res.json()).device;
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  const e = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  const storeA = await createStore(db, { tenantId: a.id, name: 'Anadolu Şişli' });
  const storeB = await createStore(db, { tenantId: a.id, name: 'Anadolu Kızılay' });
  const storeE = await createStore(db, { tenantId: e.id, name: 'Ege Alsancak' });
  const ownerA = await createUser(db, { tenantId: a.id, isTenantOwner: true });
  const ownerE = await createUser(db, { tenantId: e.id, isTenantOwner: true });
  const clerkA = await createUser(db, { tenantId: a.id });
  anadoluTenantMode = await bearerFor(t.app, ownerA, { tenantId: a.id, storeId: null });
  anadoluStoreB = await bearerFor(t.app, clerkA, { tenantId: a.id, storeId: storeB.id });
  egeOwner = await bearerFor(t.app, ownerE, { tenantId: e.id, storeId: null });
  const serialA = newSerial('AN');
  const deviceA = await add(anadoluTenantMode, { storeId: storeA.id, serialNumber: serialA });
  const deviceB = await add(anadoluTenantMode, { storeId: storeB.id, serialNumber: newSerial() });
  egeStore = storeE.id;
  egeDevice = (await add(egeOwner, { storeId: storeE.id, serialNumber: newSerial('EG') })).id;
  Object.assign(anadolu, {
    tenantId: a.id,
    storeA: storeA.id,
    storeB: storeB.id,
    deviceA: deviceA.id,
    serialA,
    deviceB: deviceB.id,
  });
});
afterAll(() => t.close());

/** Device A (Anadolu, store A) as it is in the database, credential and audit trail included. */
async function snapshotA() {
  const [device] = await db.select().from(devices).where(eq(devices.id, anadolu.deviceA));
  const credentials = await db
    .select()
    .from(deviceCredentials)
    .where(eq(deviceCredentials.deviceId, anadolu.deviceA));
  const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, anadolu.deviceA));
  return { device, credentials, audits: audits.length };
}

const ATTACKS = [
  'read by id',
  'update',
  'deactivate by bulk list',
  'rotate credential',
  'add a device into its store',
];

/** Every route, aimed at device A of Anadolu Market (store A). */
function attacks(): {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}[] {
  return [
    { name: 'read by id', method: 'GET', url: `/api/device?id=${anadolu.deviceA}` },
    {
      name: 'update',
      method: 'PUT',
      url: '/api/device',
      payload: { id: anadolu.deviceA, serialNumber: anadolu.serialA, description: 'ele geçirildi' },
    },
    {
      name: 'deactivate by bulk list',
      method: 'PUT',
      url: '/api/device/activation',
      payload: { deviceList: [{ deviceId: anadolu.deviceA, isActive: false }] },
    },
    {
      name: 'rotate credential',
      method: 'POST',
      url: `/api/device/credential?deviceId=${anadolu.deviceA}`,
    },
    {
      name: 'add a device into its store',
      method: 'POST',
      url: '/api/device',
      payload: { storeId: anadolu.storeA, serialNumber: newSerial('XX') },
    },
  ];
}

describe.each([
  ['a user of Ege Kafe', () => egeOwner],
  ['an Anadolu user in store mode for another store', () => anadoluStoreB],
])('device isolation: %s', (_label, headersOf) => {
  it.each(ATTACKS)('cannot %s (404, nothing changed)', async (name) => {
    const attack = attacks().find((a) => a.name === name);
    if (!attack) throw new Error(name);
    const before = await snapshotA();
    const res = await t.app.inject({ ...attack, headers: headersOf() });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(anadolu.serialA);
    expect(await snapshotA()).toEqual(before);
  });

  it('cannot list or search them, not even naming their store', async () => {
    for (const url of [
      '/api/device/list?pageSize=200',
      `/api/device/list?searchText=${anadolu.serialA}`,
      `/api/device/list?storeId=${anadolu.storeA}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: headersOf() });
      expect(res.statusCode).toBe(200);
      const ids = ZDeviceList.parse(res.json()).list.map((d) => d.id);
      expect(ids).not.toContain(anadolu.deviceA);
    }
  });
});

describe('device isolation: mixed bulk lists', () => {
  it('refuses a bulk list holding one foreign device as a whole', async () => {
    const before = await snapshotA();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/device/activation',
      headers: egeOwner,
      payload: {
        deviceList: [
          { deviceId: egeDevice, isActive: false },
          { deviceId: anadolu.deviceA, isActive: false },
        ],
      },
    });
    expect(res.statusCode).toBe(404);
    const [own] = await db.select().from(devices).where(eq(devices.id, egeDevice));
    expect(own?.isActive).toBe(true);
    expect(await snapshotA()).toEqual(before);
  });

  it('shows a store-mode user only their store and the tenant mode every store', async () => {
    const inStore = ZDeviceList.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/device/list', headers: anadoluStoreB })
      ).json(),
    );
    expect(inStore.list.map((d) => d.id)).toEqual([anadolu.deviceB]);
    const tenantWide = ZDeviceList.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/device/list', headers: anadoluTenantMode })
      ).json(),
    );
    expect(tenantWide.list.map((d) => d.id).sort()).toEqual(
      [anadolu.deviceA, anadolu.deviceB].sort(),
    );
  });

  it('needs a store in tenant mode and lets two tenants share a serial number', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/device', headers: egeOwner, payload });
    const noStore = await post({ serialNumber: anadolu.serialA });
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().details).toEqual([
      { path: 'storeId', key: 'devices.validation.storeRequired', message: 'Önce bir şube seçin.' },
    ]);
    const same = await post({ serialNumber: anadolu.serialA, storeId: egeStore });
    expect(same.statusCode).toBe(201);
  });
});
