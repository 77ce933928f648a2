import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevice, ZDeviceCreated } from '../../../shared/device/device';
import { ZDeviceList } from '../../../shared/device/device-list';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import type { TTestApp } from '../../test/app';
import { createAdmin, createUser, signInAs } from '../../test/factories';
import { verifyDeviceCredential } from './device-credential.service';
import {
  auditOf,
  bearerFor,
  createBrand,
  newSerial,
  setUpDeviceApi,
  type TDeviceApi,
} from './device.test-support';

let t: TTestApp;
let db: TDb;
let tenant: TDeviceApi['tenant'];
let store: TDeviceApi['store'];
let inject: TDeviceApi['inject'];
let addDevice: TDeviceApi['addDevice'];
let hardwareId: string;
let softwareId: string;

beforeAll(async () => {
  ({ t, db, tenant, store, inject, addDevice } = await setUpDeviceApi());
  hardwareId = (await createBrand(db, 1)).id;
  softwareId = (await createBrand(db, 2)).id;
});
afterAll(() => t.close());

const deviceCount = async () => (await db.select({ n: count() }).from(devices))[0]?.n ?? 0;

describe('devices API', () => {
  it('adds a device with every field of spec §3 and shows its credential once', async () => {
    const serialNumber = newSerial();
    const res = await inject('POST', '/api/device', {
      serialNumber,
      hardwareBrandId: hardwareId,
      softwareBrandId: softwareId,
      brand: 'Ingenico',
      model: 'Move/5000F',
      clientType: 'pos',
      certificationType: 'GMP3',
      deviceKind: 'YN ÖKC',
      description: 'Kasa 1',
      integrationId: 'ENT-1',
      posVersion: '3.2.1',
    });
    expect(res.statusCode).toBe(201);
    const { device, credential } = ZDeviceCreated.parse(res.json());
    expect(device).toMatchObject({
      storeId: store.id,
      storeName: 'Kadıköy Şubesi',
      serialNumber,
      hardwareBrandId: hardwareId,
      softwareBrandId: softwareId,
      brand: 'Ingenico',
      model: 'Move/5000F',
      clientType: 'pos',
      certificationType: 'GMP3',
      deviceKind: 'YN ÖKC',
      description: 'Kasa 1',
      integrationId: 'ENT-1',
      posVersion: '3.2.1',
      isActive: true,
      credentialKeyId: credential.keyId,
    });
    expect(credential.credential.startsWith(`${credential.keyId}.`)).toBe(true);
    expect(await verifyDeviceCredential(db, credential.credential, t.config.secretKey)).toEqual({
      tenantId: tenant.id,
      storeId: store.id,
      deviceId: device.id,
    });
    const [audit] = await auditOf(db, device.id);
    expect(audit).toMatchObject({ action: 'create', tenantId: tenant.id });
    expect(audit?.changes?.after).toMatchObject({
      serialNumber,
      credentialKeyId: credential.keyId,
    });
    expect(JSON.stringify(audit)).not.toContain(credential.credential.split('.')[1]);
  });

  it('pages with the shared rules: bad values fall back, empty is 0 pages (spec §5)', async () => {
    const get = async (query: string) =>
      ZDeviceList.parse((await inject('GET', `/api/device/list?${query}`)).json());
    expect(await get('pageNumber=x&pageSize=0')).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(await get('pageSize=5000')).toMatchObject({ pageSize: 200 });
    const empty = await get(`searchText=yok-${Date.now()}`);
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0, list: [] });
  });

  it('reads one device by id without any secret', async () => {
    const { device } = await addDevice({ description: 'Bar' });
    const res = await inject('GET', `/api/device?id=${device.id}`);
    expect(res.statusCode).toBe(200);
    expect(ZDevice.parse(res.json())).toEqual(device);
  });

  it('lists with page, size, sort and a Turkish-folding search within the store', async () => {
    const stem = `Çay Ocağı ${Date.now()}`;
    for (const n of ['3', '1', '2']) await addDevice({ description: `${stem} ${n}` });
    const search = `cay ocagi ${stem.split(' ')[2]}`;
    const page1 = ZDeviceList.parse(
      (
        await inject(
          'GET',
          `/api/device/list?pageNumber=1&pageSize=2&sort=description:asc&searchText=${encodeURIComponent(search)}`,
        )
      ).json(),
    );
    expect(page1).toMatchObject({ currentPage: 1, pageSize: 2, rowCount: 3, pageCount: 2 });
    expect(page1.list.map((d) => d.description)).toEqual([`${stem} 1`, `${stem} 2`]);
    const page2 = ZDeviceList.parse(
      (
        await inject(
          'GET',
          `/api/device/list?pageNumber=2&pageSize=2&sort=description:desc&searchText=${encodeURIComponent(search)}`,
        )
      ).json(),
    );
    expect(page2.list.map((d) => d.description)).toEqual([`${stem} 1`]);
  });

  it('updates a device and audits before and after', async () => {
    const { device } = await addDevice({ description: 'Eski', hardwareBrandId: hardwareId });
    const res = await inject('PUT', '/api/device', {
      id: device.id,
      serialNumber: device.serialNumber,
      description: 'Yeni',
      model: 'iWE280',
      hardwareBrandId: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDevice.parse(res.json())).toMatchObject({
      description: 'Yeni',
      model: 'iWE280',
      hardwareBrandId: null,
      isActive: true,
    });
    const audits = await auditOf(db, device.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]?.changes).toMatchObject({
      before: { description: 'Eski', hardwareBrandId: hardwareId },
      after: { description: 'Yeni', hardwareBrandId: null },
    });
  });

  it('refuses a serial number the tenant already has with 409 and a field error', async () => {
    const { device } = await addDevice();
    const before = await deviceCount();
    const dup = await inject('POST', '/api/device', { serialNumber: device.serialNumber });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'SERIAL_NUMBER_TAKEN',
      message: 'Bu seri numarası bu işletmede zaten kayıtlı.',
      details: [
        {
          path: 'serialNumber',
          key: 'devices.validation.serialTaken',
          message: 'Bu seri numarası bu işletmede zaten kayıtlı.',
        },
      ],
    });
    const other = await addDevice();
    const clash = await inject('PUT', '/api/device', {
      id: other.device.id,
      serialNumber: device.serialNumber,
    });
    expect(clash.statusCode).toBe(409);
    expect(await deviceCount()).toBe(before + 1);
  });

  it('answers bad input with 400 and field details, changing nothing', async () => {
    const before = await deviceCount();
    const bad = await inject('POST', '/api/device', { serialNumber: '', model: 'x'.repeat(65) });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.serialNumber', 'body.model']));
    const wrongBrand = await inject('POST', '/api/device', {
      serialNumber: newSerial(),
      hardwareBrandId: softwareId,
    });
    expect(wrongBrand.statusCode).toBe(400);
    expect(wrongBrand.json().details).toEqual([
      {
        path: 'hardwareBrandId',
        key: 'devices.validation.brand',
        message: 'Geçerli bir marka seçin.',
      },
    ]);
    const badQuery = await inject('GET', '/api/device/list?sort=password:asc&pageSize=0');
    expect(badQuery.statusCode).toBe(400);
    const badActivation = await inject('PUT', '/api/device/activation', { deviceList: [] });
    expect(badActivation.statusCode).toBe(400);
    expect(await deviceCount()).toBe(before);
  });

  it('activates and deactivates in bulk with one audit record per device', async () => {
    const a = (await addDevice()).device;
    const b = (await addDevice()).device;
    const off = await inject('PUT', '/api/device/activation', {
      deviceList: [
        { deviceId: a.id, isActive: false },
        { deviceId: b.id, isActive: false },
      ],
    });
    expect(off.json()).toEqual({ updated: 2 });
    const passive = ZDeviceList.parse(
      (await inject('GET', '/api/device/list?isActive=false&pageSize=200')).json(),
    );
    expect(passive.list.map((d) => d.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const on = await inject('PUT', '/api/device/activation', {
      deviceList: [{ deviceId: a.id, isActive: true }],
    });
    expect(on.json()).toEqual({ updated: 1 });
    expect((await auditOf(db, a.id)).map((r) => r.action)).toEqual([
      'create',
      'deactivate',
      'activate',
    ]);
    expect((await auditOf(db, b.id)).map((r) => r.action)).toEqual(['create', 'deactivate']);
  });

  it('needs the devices area to read and Stores.Edit to change', async () => {
    const reporting = await createUser(db, {
      tenantId: tenant.id,
      permissions: ['Dashboard.View', 'Invoice.View'],
    });
    const viewer = await createUser(db, { tenantId: tenant.id, permissions: ['Devices.View'] });
    const noArea = await bearerFor(t.app, reporting, { tenantId: tenant.id, storeId: store.id });
    const readOnly = await bearerFor(t.app, viewer, { tenantId: tenant.id, storeId: store.id });
    const list = { method: 'GET', url: '/api/device/list' } as const;
    expect((await t.app.inject({ ...list, headers: noArea })).statusCode).toBe(403);
    expect((await t.app.inject({ ...list, headers: readOnly })).statusCode).toBe(200);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/device',
      headers: readOnly,
      payload: { serialNumber: newSerial() },
    });
    expect(add.statusCode).toBe(403);
    expect((await t.app.inject(list)).statusCode).toBe(401);
    const admin = await signInAs(t.app, await createAdmin(db));
    // Devices belong to a tenant: an admin must select one first.
    expect((await t.app.inject({ ...list, headers: admin.bearer })).statusCode).toBe(403);
  });

  it('keeps the tenant in the row: a device of a store stays with that store', async () => {
    const { device } = await addDevice();
    const [row] = await db.select().from(devices).where(eq(devices.id, device.id));
    expect(row).toMatchObject({ tenantId: tenant.id, storeId: store.id });
  });
});
