import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TTenantTable } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { documents } from '../../db/schema/documents';
import { saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import type { TArea } from '../../../shared/auth/permissions';
import type { TODataEntity } from '../../../shared/odata/odata-query';

/** How a field is compared and written out: decimals stay strings (money is never a float). */
export type TFieldType = 'text' | 'int' | 'decimal' | 'bool' | 'uuid' | 'date' | 'timestamp';
export type TField = { column: AnyPgColumn; type: TFieldType };
/** A to-one navigation: the target's columns matched to the base's, tenant first (composite keys). */
export type TNavigation = {
  target: TODataEntity;
  keys: readonly (readonly [AnyPgColumn, AnyPgColumn])[];
  optional: boolean;
};

/**
 * One entity set: the only fields a query may name (the allow-list: a name not here is a 400,
 * never a column), the fields `$search` reads, the area whose view right it needs (spec §6) and
 * its to-one navigations for `$expand`.
 */
export type TEntity = {
  table: TTenantTable;
  /** The row's id: the tie-breaker of every order, and how an expanded row is known to exist. */
  key: AnyPgColumn;
  area: TArea;
  fields: Record<string, TField>;
  search: readonly string[];
  navigations: Record<string, TNavigation>;
  /** Without `$orderby`: the order the entity's list indexes are read in. */
  defaultOrder: readonly { field: string; direction: 'asc' | 'desc' }[];
};

const f = (column: AnyPgColumn, type: TFieldType): TField => ({ column, type });
const d = documents;
const st = saleTransactions;

const storeOf = (table: { tenantId: AnyPgColumn; storeId: AnyPgColumn }) =>
  [
    [stores.tenantId, table.tenantId],
    [stores.id, table.storeId],
  ] as const;
const deviceOf = (table: { tenantId: AnyPgColumn; deviceId: AnyPgColumn }) =>
  [
    [devices.tenantId, table.tenantId],
    [devices.id, table.deviceId],
  ] as const;

export const ODATA_MODEL: Record<TODataEntity, TEntity> = {
  documents: {
    table: d,
    key: d.id,
    area: 'invoice',
    fields: {
      id: f(d.id, 'uuid'),
      storeId: f(d.storeId, 'uuid'),
      deviceId: f(d.deviceId, 'uuid'),
      saleTransactionId: f(d.saleTransactionId, 'uuid'),
      storeName: f(d.storeName, 'text'),
      docType: f(d.docType, 'int'),
      invoiceType: f(d.invoiceType, 'int'),
      scenarioType: f(d.scenarioType, 'int'),
      invoiceNo: f(d.invoiceNo, 'text'),
      invoiceDate: f(d.invoiceDate, 'date'),
      ettn: f(d.ettn, 'uuid'),
      posUserFullName: f(d.posUserFullName, 'text'),
      deviceDescription: f(d.deviceDescription, 'text'),
      deviceSerialNumber: f(d.deviceSerialNumber, 'text'),
      totalPayAmount: f(d.totalPayAmount, 'decimal'),
      currencyCode: f(d.currencyCode, 'text'),
      status: f(d.status, 'int'),
      cancelReason: f(d.cancelReason, 'text'),
      cancelDate: f(d.cancelDate, 'timestamp'),
      gibStatusCode: f(d.gibStatusCode, 'int'),
      gibStatusText: f(d.gibStatusText, 'text'),
      responseState: f(d.responseState, 'int'),
      isResendable: f(d.isResendable, 'bool'),
      transactionStatus: f(d.transactionStatus, 'int'),
      createdAt: f(d.createdAt, 'timestamp'),
    },
    search: ['invoiceNo', 'storeName', 'deviceSerialNumber', 'posUserFullName'],
    defaultOrder: [
      { field: 'invoiceDate', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ],
    navigations: {
      store: { target: 'stores', keys: storeOf(d), optional: false },
      device: { target: 'devices', keys: deviceOf(d), optional: true },
      saleTransaction: {
        target: 'saleTransactions',
        keys: [
          [st.tenantId, d.tenantId],
          [st.id, d.saleTransactionId],
        ],
        optional: true,
      },
    },
  },
  saleTransactions: {
    table: st,
    key: st.id,
    area: 'invoice',
    fields: {
      id: f(st.id, 'uuid'),
      transactionId: f(st.transactionId, 'text'),
      transactionTime: f(st.transactionTime, 'timestamp'),
      saleTransactionStatus: f(st.saleTransactionStatus, 'int'),
      storeId: f(st.storeId, 'uuid'),
      deviceId: f(st.deviceId, 'uuid'),
      totalPayAmount: f(st.totalPayAmount, 'decimal'),
      currencyCode: f(st.currencyCode, 'text'),
      checkNo: f(st.checkNo, 'text'),
      supplierTaxNo: f(st.supplierTaxNo, 'text'),
      isCancelled: f(st.isCancelled, 'bool'),
      cancelDate: f(st.cancelDate, 'timestamp'),
      cancelReason: f(st.cancelReason, 'text'),
      transactionHasNoFinancialValue: f(st.transactionHasNoFinancialValue, 'bool'),
    },
    search: ['transactionId', 'checkNo'],
    defaultOrder: [
      { field: 'transactionTime', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ],
    navigations: {
      store: { target: 'stores', keys: storeOf(st), optional: false },
      device: { target: 'devices', keys: deviceOf(st), optional: false },
    },
  },
  stores: {
    table: stores,
    key: stores.id,
    area: 'organisation',
    fields: {
      id: f(stores.id, 'uuid'),
      name: f(stores.name, 'text'),
      taxOffice: f(stores.taxOffice, 'text'),
      taxNo: f(stores.taxNo, 'text'),
      cityName: f(stores.cityName, 'text'),
      citySubdivisionName: f(stores.citySubdivisionName, 'text'),
      email: f(stores.email, 'text'),
      phoneNumber: f(stores.phoneNumber, 'text'),
      integrationId: f(stores.integrationId, 'text'),
      isActive: f(stores.isActive, 'bool'),
      createdAt: f(stores.createdAt, 'timestamp'),
    },
    search: ['name', 'cityName', 'taxNo'],
    defaultOrder: [{ field: 'name', direction: 'asc' }],
    navigations: {},
  },
  devices: {
    table: devices,
    key: devices.id,
    area: 'devices',
    fields: {
      id: f(devices.id, 'uuid'),
      storeId: f(devices.storeId, 'uuid'),
      serialNumber: f(devices.serialNumber, 'text'),
      brand: f(devices.brand, 'text'),
      model: f(devices.model, 'text'),
      description: f(devices.description, 'text'),
      deviceKind: f(devices.deviceKind, 'text'),
      clientType: f(devices.clientType, 'text'),
      integrationId: f(devices.integrationId, 'text'),
      posVersion: f(devices.posVersion, 'text'),
      isActive: f(devices.isActive, 'bool'),
      createdAt: f(devices.createdAt, 'timestamp'),
    },
    search: ['serialNumber', 'description', 'brand', 'model'],
    defaultOrder: [{ field: 'serialNumber', direction: 'asc' }],
    navigations: { store: { target: 'stores', keys: storeOf(devices), optional: false } },
  },
};

export function isODataEntity(name: string): name is TODataEntity {
  return Object.hasOwn(ODATA_MODEL, name);
}
