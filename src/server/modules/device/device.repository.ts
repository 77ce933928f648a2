import {
  and,
  asc,
  count,
  type AnyColumn,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDevice } from '../../../shared/device/device';
import type { TDeviceListQuery, TDeviceSortField } from '../../../shared/device/device-list';
import { brands, deviceCredentials, devices } from '../../db/schema/devices';
import { stores } from '../../db/schema/stores';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TQueryable } from '../../db/queryable';

export type TDeviceRow = typeof devices.$inferSelect;
export type TDeviceValues = Omit<typeof devices.$inferInsert, 'tenantId' | 'id'>;

const hardware = alias(brands, 'hardware_brand');
const software = alias(brands, 'software_brand');

function selectDevices(db: TQueryable) {
  return db
    .select({
      device: devices,
      storeName: stores.name,
      hardwareBrandName: hardware.name,
      softwareBrandName: software.name,
      credentialKeyId: deviceCredentials.keyId,
      credentialCreatedAt: deviceCredentials.createdAt,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .leftJoin(hardware, eq(hardware.id, devices.hardwareBrandId))
    .leftJoin(software, eq(software.id, devices.softwareBrandId))
    .leftJoin(
      deviceCredentials,
      and(
        eq(deviceCredentials.tenantId, devices.tenantId),
        eq(deviceCredentials.deviceId, devices.id),
        isNull(deviceCredentials.revokedAt),
      ),
    );
}

type TJoined = Awaited<ReturnType<ReturnType<typeof selectDevices>['execute']>>[number];

function toDevice(row: TJoined): TDevice {
  const d = row.device;
  return {
    id: d.id,
    storeId: d.storeId,
    storeName: row.storeName,
    hardwareBrandId: d.hardwareBrandId,
    hardwareBrandName: row.hardwareBrandName,
    softwareBrandId: d.softwareBrandId,
    softwareBrandName: row.softwareBrandName,
    serialNumber: d.serialNumber,
    brand: d.brand,
    model: d.model,
    clientType: d.clientType,
    certificationType: d.certificationType,
    deviceKind: d.deviceKind,
    description: d.description,
    isActive: d.isActive,
    integrationId: d.integrationId,
    posVersion: d.posVersion,
    credentialKeyId: row.credentialKeyId,
    credentialCreatedAt: row.credentialCreatedAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS: Record<TDeviceSortField, SQL | AnyColumn> = {
  serialNumber: turkishOrder(devices.serialNumber),
  description: turkishOrder(devices.description),
  brand: turkishOrder(devices.brand),
  model: turkishOrder(devices.model),
  deviceKind: turkishOrder(devices.deviceKind),
  posVersion: turkishOrder(devices.posVersion),
  isActive: devices.isActive,
  createdAt: devices.createdAt,
};

export async function listDevices(
  db: TQueryable,
  scope: TDataScope,
  query: TDeviceListQuery,
): Promise<{ rows: TDevice[]; total: number }> {
  const text = query.searchText && query.searchText.length >= 2 ? query.searchText : undefined;
  const where = tenantWhere(
    devices,
    scope,
    query.storeId ? eq(devices.storeId, query.storeId) : undefined,
    query.isActive === undefined ? undefined : eq(devices.isActive, query.isActive),
    text
      ? or(
          foldedContains(devices.serialNumber, text),
          foldedContains(devices.description, text),
          foldedContains(devices.brand, text),
          foldedContains(devices.model, text),
          foldedContains(devices.integrationId, text),
        )
      : undefined,
  );
  const sort = query.sort ?? { field: 'createdAt', direction: 'desc' };
  const column = SORT_COLUMNS[sort.field];
  const order = sort.direction === 'asc' ? asc(column) : desc(column);
  const rows = await selectDevices(db)
    .where(where)
    .orderBy(order, asc(devices.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(devices).where(where);
  return { rows: rows.map(toDevice), total: total?.n ?? 0 };
}

export async function findDevice(
  db: TQueryable,
  scope: TDataScope,
  id: string,
): Promise<TDevice | null> {
  const [row] = await selectDevices(db).where(tenantWhere(devices, scope, eq(devices.id, id)));
  return row ? toDevice(row) : null;
}

/** Rows for an update; `FOR UPDATE` so concurrent edits of one device serialise. */
export async function lockDevices(
  db: TQueryable,
  scope: TDataScope,
  ids: string[],
): Promise<TDeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(tenantWhere(devices, scope, inArray(devices.id, ids)))
    .for('update');
}

export async function insertDevice(
  db: TQueryable,
  tenantId: string,
  values: TDeviceValues,
): Promise<TDeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({ ...values, tenantId })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

export async function updateDevice(
  db: TQueryable,
  tenantId: string,
  id: string,
  values: Partial<TDeviceValues>,
): Promise<void> {
  await db
    .update(devices)
    .set(values)
    .where(tenantWhere(devices, tenantId, eq(devices.id, id)));
}

/** Spec: serial numbers are unique per tenant (the unique index is the final word). */
export async function serialNumberTaken(
  db: TQueryable,
  tenantId: string,
  serialNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      tenantWhere(
        devices,
        tenantId,
        eq(devices.serialNumber, serialNumber),
        exceptId ? ne(devices.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function storeInTenant(
  db: TQueryable,
  tenantId: string,
  storeId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(tenantWhere(stores, tenantId, eq(stores.id, storeId)));
  return row !== undefined;
}
