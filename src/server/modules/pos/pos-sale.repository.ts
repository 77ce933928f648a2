import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
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
 * rows of the settings `settingKeys` (the back-dating limit, the e-Arşiv threshold). One round trip, because every sale
 * pays for it. Prepared for one store (named, so PostgreSQL plans it once per connection); run it
 * with `{ deviceId, buyerTaxNo }` (null: no buyer, not an e-Fatura user).
 */
export function issuerQuery(
  db: TQueryable,
  store: TDataScope & { storeId: string },
  settingKeys: readonly string[],
) {
  const query = db
    .select({
      buyerIsInvoiceUser: sql<boolean>`exists (select 1 from ${taxPayerAliases} where ${and(
        eq(taxPayerAliases.identifier, sql.placeholder('buyerTaxNo')),
        eq(taxPayerAliases.documentType, 'Invoice'),
        eq(taxPayerAliases.aliasKind, 'PK'),
        isNull(taxPayerAliases.deletionTime),
      )})`,
      settingRows: settingRowsColumn(store.tenantId, settingKeys),
      storeName: stores.name,
      storeTaxNo: stores.taxNo,
      commercialInvoiceEnabled: stores.commercialInvoiceEnabled,
      deviceDescription: devices.description,
      deviceSerialNumber: devices.serialNumber,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .where(
      // The device's own store: the scope names the store, so its store is matched too.
      tenantWhere(devices, store, eq(devices.id, sql.placeholder('deviceId'))),
    );
  // Named after its text: a statement name stands for one text on a connection.
  const text = query.toSQL().sql;
  return query.prepare(
    `pos_issuer_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
  );
}
