import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { exportRequests } from '../../db/schema/export-requests';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';
import type { TDocumentExportInput } from '../../../shared/invoice/document-actions';
import { parseDocumentFilter } from '../../../shared/invoice/document-list-query';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import type { TInvoiceScope } from './invoice-scope';

/**
 * Records an export of the document list (the job that mails the .xlsx picks it up). The file
 * goes to the signed-in user's own address; only `mayMailOthers` (platform administrators and
 * tenant owners: no permission key covers it) may name another, so a user cannot ship the
 * tenant's documents out of the company.
 */
export async function requestDocumentExport(
  db: TDb,
  actor: TAuditActor,
  scope: TInvoiceScope,
  input: TDocumentExportInput & { mayMailOthers: boolean },
): Promise<string> {
  if (parseDocumentFilter(input.filter).rejected.length > 0) {
    throw new AppError('VALIDATION_FAILED', [
      fieldIssue('body.filter', 'errors.fields.filterInvalid'),
    ]);
  }
  // Store mode always exports its own store; tenant mode may narrow to one of its stores.
  const storeId = scope.storeId ?? input.storeId ?? null;
  return db.transaction(async (tx) => {
    if (storeId) {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, scope.tenantId), eq(stores.id, storeId)));
      if (!store) throw new AppError('NOT_FOUND', { reason: 'store' });
    }
    const [user] = actor.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))
      : [];
    const email = input.email?.toLowerCase() ?? user?.email;
    if (!email)
      throw new AppError('VALIDATION_FAILED', [
        fieldIssue('body.email', 'errors.fields.emailRequired'),
      ]);
    if (email !== user?.email && !input.mayMailOthers)
      throw new AppError('FORBIDDEN', { reason: 'otherEmail' });
    const [row] = await tx
      .insert(exportRequests)
      .values({
        tenantId: scope.tenantId,
        userId: actor.userId,
        storeId,
        email,
        query: { filter: input.filter, sort: input.sort },
      })
      .returning({ id: exportRequests.id });
    if (!row) throw new AppError('INTERNAL', { cause: 'export request insert returned nothing' });
    await recordAudit(tx, actor, {
      tenantId: scope.tenantId,
      action: 'export-request',
      entityType: 'document-export',
      entityId: row.id,
      after: { storeId, email, filter: input.filter, sort: input.sort },
    });
    return row.id;
  });
}
