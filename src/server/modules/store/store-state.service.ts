import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { documents } from '../../db/schema/documents';
import { saleTransactions } from '../../db/schema/sales';
import { invoiceCounters, invoiceSeries } from '../../db/schema/series';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import type { TStoreActivation } from '../../../shared/store/store-list';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { scopeWhere, type TStoreScope } from './store.repository';

const exists = async (query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0;

export async function deleteStore(
  db: TDb,
  actor: TAuditActor,
  scope: TStoreScope,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [store] = await tx
      .select()
      .from(stores)
      .where(and(...scopeWhere(scope), eq(stores.id, id)))
      .for('update');
    if (!store) throw new AppError('NOT_FOUND', { reason: 'store' });
    const owned = (t: { tenantId: AnyPgColumn; storeId: AnyPgColumn }) =>
      and(eq(t.tenantId, scope.tenantId), eq(t.storeId, id));
    const one = { one: sql<number>`1` };
    const hasDocuments =
      (await exists(tx.select(one).from(documents).where(owned(documents)).limit(1))) ||
      (await exists(tx.select(one).from(saleTransactions).where(owned(saleTransactions)).limit(1)));
    if (hasDocuments) throw new AppError('CONFLICT', { reason: 'storeHasDocuments' });
    if (await exists(tx.select(one).from(devices).where(owned(devices)).limit(1))) {
      throw new AppError('CONFLICT', { reason: 'storeHasDevices' });
    }
    const series = tx
      .select({ id: invoiceSeries.id })
      .from(invoiceSeries)
      .where(owned(invoiceSeries));
    await tx
      .delete(invoiceCounters)
      .where(
        and(
          eq(invoiceCounters.tenantId, scope.tenantId),
          inArray(invoiceCounters.seriesId, series),
        ),
      );
    await tx.delete(invoiceSeries).where(owned(invoiceSeries));
    await tx.delete(stores).where(and(eq(stores.tenantId, scope.tenantId), eq(stores.id, id)));
    await recordAudit(tx, actor, {
      tenantId: scope.tenantId,
      action: 'delete',
      entityType: 'store',
      entityId: id,
      before: { name: store.name, taxNo: store.taxNo, isActive: store.isActive },
    });
  });
}

/**
 * Spec §4 bulk activation: every listed store must be in the caller's scope, otherwise nothing
 * changes (404). Each store whose flag really changes gets its own audit record.
 */
export async function setStoreActivation(
  db: TDb,
  actor: TAuditActor,
  scope: TStoreScope,
  input: TStoreActivation,
): Promise<number> {
  const wanted = new Map(input.storeList.map((s) => [s.storeId, s.status]));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: stores.id, isActive: stores.isActive })
      .from(stores)
      .where(and(...scopeWhere(scope), inArray(stores.id, [...wanted.keys()])))
      .for('update');
    if (rows.length !== wanted.size) throw new AppError('NOT_FOUND', { reason: 'store' });
    let updated = 0;
    for (const row of rows) {
      const status = wanted.get(row.id);
      if (status === undefined || status === row.isActive) continue;
      await tx
        .update(stores)
        .set({ isActive: status })
        .where(and(eq(stores.tenantId, scope.tenantId), eq(stores.id, row.id)));
      await recordAudit(tx, actor, {
        tenantId: scope.tenantId,
        action: status ? 'activate' : 'deactivate',
        entityType: 'store',
        entityId: row.id,
        before: { isActive: row.isActive },
        after: { isActive: status },
      });
      updated += 1;
    }
    return updated;
  });
}
