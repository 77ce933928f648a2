import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { TENANT_NOT_FOUND } from './tenant.service';
import { deleteTenantRows, lockTenant, tenantHasDocuments } from './tenant-write.repository';

/** domain.md: tax documents are kept for 10 years, so their tenant is never hard-deleted. */
export const TENANT_HAS_DOCUMENTS =
  'Bu işletmenin e-belgeleri var; vergi belgeleri 10 yıl saklanmak zorunda olduğundan işletme silinemez. ' +
  'Bunun yerine işletmeyi pasif hale getirin. / ' +
  'This tenant has e-documents; tax documents must be kept for 10 years, so the tenant cannot be deleted. ' +
  'Deactivate it instead.';

export const TENANT_IN_USE =
  'Bu işletmeye bağlı kayıtlar (cihaz, satış, seri vb.) olduğu için işletme silinemez. ' +
  'Bunun yerine işletmeyi pasif hale getirin. / ' +
  'This tenant has related records (devices, sales, series, …) and cannot be deleted. ' +
  'Deactivate it instead.';

/**
 * Removes a tenant that never issued a document, with its users and stores. Anything else that
 * still points at it (devices, sales, series) makes the database refuse, and that refusal is
 * answered like the document case: deactivate instead.
 */
export async function deleteTenant(db: TDb, actor: TAuditActor, tenantId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      if (!tenant) throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
      if (await tenantHasDocuments(tx, tenantId))
        throw new AppError('CONFLICT', TENANT_HAS_DOCUMENTS);
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
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', TENANT_IN_USE);
    throw err;
  }
}
