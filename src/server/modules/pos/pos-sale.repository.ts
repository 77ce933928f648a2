import { and, eq, isNull, sql } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { taxPayerAliases } from '../../db/schema/taxpayers';
import type { TDeviceIdentity } from '../device/device.public';
import { settingRowsColumn } from './pos-settings.repository';

type TQueryable = Pick<TDb, 'select' | 'insert' | 'update'>;

export type TStoredSale = {
  requestHash: string;
  responseBody: Record<string, unknown> | null;
};

/** Every function takes the device identity: its tenant filters first (house style). */
export async function findSaleByIdempotencyKey(
  db: TQueryable,
  who: TDeviceIdentity,
  key: string,
): Promise<TStoredSale | undefined> {
  const [row] = await db
    .select({
      requestHash: saleTransactions.requestHash,
      responseBody: saleTransactions.responseBody,
    })
    .from(saleTransactions)
    .where(
      tenantWhere(
        saleTransactions,
        who.tenantId,
        eq(saleTransactions.deviceId, who.deviceId),
        eq(saleTransactions.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * What the document copies from its issuer, read with its store in one tenant, plus whether the
 * buyer can receive an e-Fatura: a live mailbox (PK alias) for Invoice in GİB's list, and the
 * rows of the setting `settingKey` (the back-dating limit). One round trip, because every sale
 * pays for it.
 */
export async function findIssuer(
  db: TQueryable,
  who: TDeviceIdentity,
  buyerTaxNo: string | null,
  settingKey: string,
) {
  const buyerIsInvoiceUser = buyerTaxNo
    ? sql<boolean>`exists (select 1 from ${taxPayerAliases} where ${and(
        eq(taxPayerAliases.identifier, buyerTaxNo),
        eq(taxPayerAliases.documentType, 'Invoice'),
        eq(taxPayerAliases.aliasKind, 'PK'),
        isNull(taxPayerAliases.deletionTime),
      )})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      buyerIsInvoiceUser,
      settingRows: settingRowsColumn(who.tenantId, settingKey),
      storeName: stores.name,
      storeTaxNo: stores.taxNo,
      commercialInvoiceEnabled: stores.commercialInvoiceEnabled,
      deviceDescription: devices.description,
      deviceSerialNumber: devices.serialNumber,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .where(
      // The device's own store: `who` is a store-mode scope, so its store is matched too.
      tenantWhere(devices, who, eq(devices.id, who.deviceId)),
    );
  return row;
}
