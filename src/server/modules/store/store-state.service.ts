import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import type { TStoreActivation } from '../../../shared/store/store-list';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { deleteStoreWithSeries, setStoreActive, storeUsage } from './store-state.repository';
import { findStore, lockStores } from './store.repository';

export async function deleteStore(
  db: TDb,
  actor: TAuditActor,
  scope: TDataScope,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const store = await findStore(tx, scope, id, { forUpdate: true });
    if (!store) throw new AppError('NOT_FOUND', { reason: 'store' });
    const usage = await storeUsage(tx, scope.tenantId, id);
    if (usage === 'documents') throw new AppError('CONFLICT', { reason: 'storeHasDocuments' });
    if (usage === 'devices') throw new AppError('CONFLICT', { reason: 'storeHasDevices' });
    await deleteStoreWithSeries(tx, scope.tenantId, id);
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
  scope: TDataScope,
  input: TStoreActivation,
): Promise<number> {
  const wanted = new Map(input.storeList.map((s) => [s.storeId, s.status]));
  return db.transaction(async (tx) => {
    const rows = await lockStores(tx, scope, [...wanted.keys()]);
    if (rows.length !== wanted.size) throw new AppError('NOT_FOUND', { reason: 'store' });
    let updated = 0;
    for (const row of rows) {
      const status = wanted.get(row.id);
      if (status === undefined || status === row.isActive) continue;
      await setStoreActive(tx, scope.tenantId, row.id, status);
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
