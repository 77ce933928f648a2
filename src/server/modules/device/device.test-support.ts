import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ZDeviceCreated, type TDeviceCreated } from '../../../shared/device/device';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { brands } from '../../db/schema/devices';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore, createTenant, createUser, signInAs, testDb } from '../../test/factories';

type TInjectable = Pick<FastifyInstance, 'inject'>;

/** Signs in and selects a store (store mode) or only the tenant (tenant mode, storeId null). */
export async function bearerFor(
  app: TInjectable,
  user: { email: string },
  target: { tenantId: string; storeId: string | null },
): Promise<{ authorization: string }> {
  const { bearer } = await signInAs(app, user);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: bearer,
    payload: target,
  });
  if (res.statusCode !== 200) throw new Error(`scope failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

let brandCounter = 0;

export async function createBrand(db: TDb, brandType: 1 | 2, name?: string) {
  brandCounter += 1;
  const [row] = await db
    .insert(brands)
    .values({ brandType, name: name ?? `Test Marka ${brandType}-${brandCounter}-${Date.now()}` })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

export async function auditOf(db: TDb, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'device'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

let serialCounter = 0;

/** A serial number no other test uses. */
export function newSerial(prefix = 'JI'): string {
  serialCounter += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${String(serialCounter).padStart(3, '0')}`;
}

export type TDeviceApi = {
  t: TTestApp;
  db: TDb;
  tenant: { id: string };
  store: { id: string; name: string };
  headers: { authorization: string };
  inject: (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** Adds a device through the API as the store's owner; the answer must be 201. */
  addDevice: (overrides?: Record<string, unknown>) => Promise<TDeviceCreated>;
};

/** The devices API of one tenant and store, with its owner signed in and the store selected. */
export async function setUpDeviceApi(): Promise<TDeviceApi> {
  const t = await buildTestApp();
  const db = testDb(t);
  const tenant = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  const store = await createStore(db, { tenantId: tenant.id, name: 'Kadıköy Şubesi' });
  const owner = await createUser(db, { tenantId: tenant.id, isTenantOwner: true });
  const headers = await bearerFor(t.app, owner, { tenantId: tenant.id, storeId: store.id });
  const inject: TDeviceApi['inject'] = (method, url, payload) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const addDevice: TDeviceApi['addDevice'] = async (overrides = {}) => {
    const res = await inject('POST', '/api/device', { serialNumber: newSerial(), ...overrides });
    if (res.statusCode !== 201) throw new Error(`add device failed: ${res.statusCode} ${res.body}`);
    return ZDeviceCreated.parse(res.json());
  };
  return { t, db, tenant, store, headers, inject, addDevice };
}
