import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../users/pg-errors';

/**
 * Removes a tenant that never issued a document, with its users and stores. Anything else that
 * still points at it (devices, sales, series) makes the database refuse, and that refusal is
 * answered like the document case: deactivate instead.
 */
export async function deleteTenant(db: TDb, actor: TAuditActor, tenantId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [tenant] = await tx
        .select()
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .for('update');
      if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
      const [hasDocuments] = await tx
        .select({ one: sql<number>`1` })
        .from(documents)
        .where(eq(documents.tenantId, tenantId))
        .limit(1);
      if (hasDocuments) throw new AppError('CONFLICT', { reason: 'tenantHasDocuments' });
      await tx.update(tenants).set({ accountOwnerId: null }).where(eq(tenants.id, tenantId));
      await tx.delete(users).where(eq(users.tenantId, tenantId));
      await tx.delete(stores).where(eq(stores.tenantId, tenantId));
      await tx.delete(tenants).where(eq(tenants.id, tenantId));
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
