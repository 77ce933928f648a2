import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { deleteTenantRows, lockTenant, tenantHasDocuments } from './tenant-write.repository';

/**
 * Removes a tenant that never issued a document, with its users and stores. Anything else that
 * still points at it (devices, sales, series) makes the database refuse, and that refusal is
 * answered like the document case: deactivate instead.
 */
export async function deleteTenant(db: TDb, actor: TAuditActor, tenantId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
      if (await tenantHasDocuments(tx, tenantId))
        throw new AppError('CONFLICT', { reason: 'tenantHasDocuments' });
      await deleteTenantRows(tx, tenantId);
      await recordAudit(tx, actor, {
        tenantId,
        action: 'delete',
        entityType: 'tenant',
        entityId: tenantId,
        before: { name: tenant.name, city: tenant.city, isActive: tenant.isActive },
      });
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION)
      throw new AppError('CONFLICT', { reason: 'tenantInUse' });
    throw err;
  }
}
