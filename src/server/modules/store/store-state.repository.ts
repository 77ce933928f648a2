import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TTenantTable } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { documents } from '../../db/schema/documents';
import { saleTransactions } from '../../db/schema/sales';
import { invoiceCounters, invoiceSeries } from '../../db/schema/series';
import { stores } from '../../db/schema/stores';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type TQueryable = Pick<TDb, 'select' | 'update' | 'delete'>;
type TStoreOwned = TTenantTable & { storeId: AnyPgColumn };

/** What keeps a store from being deleted: its tax documents or sales, else its devices. */
export async function storeUsage(
  tx: TQueryable,
  tenantId: string,
  storeId: string,
): Promise<'documents' | 'devices' | null> {
  const has = async (table: TStoreOwned) => {
    const rows = await tx
      .select({ one: sql<number>`1` })
      .from(table)
      .where(tenantWhere(table, tenantId, eq(table.storeId, storeId)))
      .limit(1);
    return rows.length > 0;
  };
  if ((await has(documents)) || (await has(saleTransactions))) return 'documents';
  if (await has(devices)) return 'devices';
  return null;
}

/** Deletes an unused store with its invoice series and their (unused) counters. */
export async function deleteStoreWithSeries(
  tx: TQueryable,
  tenantId: string,
  storeId: string,
): Promise<void> {
  const ofStore = tenantWhere(invoiceSeries, tenantId, eq(invoiceSeries.storeId, storeId));
  const series = tx.select({ id: invoiceSeries.id }).from(invoiceSeries).where(ofStore);
  await tx
    .delete(invoiceCounters)
    .where(tenantWhere(invoiceCounters, tenantId, inArray(invoiceCounters.seriesId, series)));
  await tx.delete(invoiceSeries).where(ofStore);
  await tx.delete(stores).where(tenantWhere(stores, tenantId, eq(stores.id, storeId)));
}

/** Sets one store's active flag. */
export async function setStoreActive(
  tx: TQueryable,
  tenantId: string,
  storeId: string,
  isActive: boolean,
): Promise<void> {
  await tx
    .update(stores)
    .set({ isActive })
    .where(tenantWhere(stores, tenantId, eq(stores.id, storeId)));
}
