import { and, asc, eq, or } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import {
  GlobalSearchType,
  type TBusinessResult,
  type TDeviceResult,
  type TStoreResult,
} from '../../../shared/global-search/global-search';
import { scopeWhere, type TSearchScope } from './search-scope';

/** Businesses by name or city; a tenant's user finds only their own business. */
export async function searchBusinesses(
  db: TDb,
  scope: TSearchScope,
  text: string,
  limit: number,
): Promise<TBusinessResult[]> {
  const match = or(foldedContains(tenants.name, text), foldedContains(tenants.city, text));
  const rows = await db
    .select({ id: tenants.id, name: tenants.name, city: tenants.city, isActive: tenants.isActive })
    .from(tenants)
    .where(scope.kind === 'tenant' ? and(eq(tenants.id, scope.data.tenantId), match) : match)
    .orderBy(asc(turkishOrder(tenants.name)), asc(tenants.id))
    .limit(limit);
  return rows.map((row) => ({
    type: GlobalSearchType.business,
    ...row,
    tenantId: row.id,
    tenantName: row.name,
  }));
}

/** Stores by name, city, tax number or integration id (the store list's own search fields). */
export async function searchStores(
  db: TDb,
  scope: TSearchScope,
  text: string,
  limit: number,
): Promise<TStoreResult[]> {
  const match = or(
    foldedContains(stores.name, text),
    foldedContains(stores.cityName, text),
    foldedContains(stores.taxNo, text),
    foldedContains(stores.integrationId, text),
  );
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      cityName: stores.cityName,
      isActive: stores.isActive,
      tenantId: stores.tenantId,
      tenantName: tenants.name,
    })
    .from(stores)
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .where(scopeWhere(stores, scope, match))
    .orderBy(asc(turkishOrder(stores.name)), asc(stores.id))
    .limit(limit);
  return rows.map((row) => ({ type: GlobalSearchType.store, ...row }));
}

/** Devices by serial number, description, brand, model or integration id (the device list's). */
export async function searchDevices(
  db: TDb,
  scope: TSearchScope,
  text: string,
  limit: number,
): Promise<TDeviceResult[]> {
  const match = or(
    foldedContains(devices.serialNumber, text),
    foldedContains(devices.description, text),
    foldedContains(devices.brand, text),
    foldedContains(devices.model, text),
    foldedContains(devices.integrationId, text),
  );
  const rows = await db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      description: devices.description,
      isActive: devices.isActive,
      storeId: devices.storeId,
      storeName: stores.name,
      tenantId: devices.tenantId,
      tenantName: tenants.name,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .where(scopeWhere(devices, scope, match))
    .orderBy(asc(turkishOrder(devices.serialNumber)), asc(devices.id))
    .limit(limit);
  return rows.map((row) => ({ type: GlobalSearchType.device, ...row }));
}
