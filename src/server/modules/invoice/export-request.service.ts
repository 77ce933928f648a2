import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';
import type { TDocumentExportInput } from '../../../shared/invoice/document-actions';
import {
  parseDocumentFilter,
  parseDocumentSort,
} from '../../../shared/invoice/document-list-query';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { findStore } from '../store/store.public';
import { findUserById } from '../users/users.public';
import type { TDocumentExportStatus } from '../../../shared/invoice/document-export';
import { findOwnExportRequest, insertExportRequest } from './export-request.repository';

/**
 * Records an export of the document list (the job that mails the .xlsx picks it up). The file
 * goes to the signed-in user's own address; only `mayMailOthers` (platform administrators and
 * tenant owners: no permission key covers it) may name another, so a user cannot ship the
 * tenant's documents out of the company.
 */
export async function requestDocumentExport(
  db: TDb,
  actor: TAuditActor,
  scope: TDataScope,
  input: TDocumentExportInput & { mayMailOthers: boolean },
): Promise<string> {
  if (parseDocumentFilter(input.filter).rejected.length > 0) {
    throw new AppError('VALIDATION_FAILED', [
      fieldIssue('body.filter', 'errors.fields.filterInvalid'),
    ]);
  }
  if (input.sort && !parseDocumentSort(input.sort)) {
    throw new AppError('VALIDATION_FAILED', [fieldIssue('body.sort', 'validation.listSort')]);
  }
  // Store mode always exports its own store; tenant mode may narrow to one of its stores.
  const storeId = scope.storeId ?? input.storeId ?? null;
  return db.transaction(async (tx) => {
    if (storeId) {
      const store = await findStore(tx, scope, storeId);
      if (!store) throw new AppError('NOT_FOUND', { reason: 'store' });
    }
    const user = actor.userId ? await findUserById(tx, actor.userId) : null;
    const email = input.email?.toLowerCase() ?? user?.email;
    if (!email)
      throw new AppError('VALIDATION_FAILED', [
        fieldIssue('body.email', 'errors.fields.emailRequired'),
      ]);
    if (email !== user?.email && !input.mayMailOthers)
      throw new AppError('FORBIDDEN', { reason: 'otherEmail' });
    const id = await insertExportRequest(tx, scope, {
      userId: actor.userId,
      storeId,
      email,
      // The file is written in the language of the screen it was asked from, else the user's.
      query: {
        filter: input.filter,
        sort: input.sort,
        language: input.language ?? user?.languageId ?? 'tr',
      },
    });
    if (!id) throw new AppError('INTERNAL', { cause: 'export request insert returned nothing' });
    await recordAudit(tx, actor, {
      tenantId: scope.tenantId,
      action: 'export-request',
      entityType: 'document-export',
      entityId: id,
      after: { storeId, email, filter: input.filter, sort: input.sort },
    });
    return id;
  });
}

/** One of the signed-in user's own export requests, in the session's tenant (and store). */
export async function getExportStatus(
  db: TDb,
  scope: TDataScope,
  userId: string | null,
  id: string,
): Promise<TDocumentExportStatus> {
  const row = await findOwnExportRequest(db, scope, userId, id);
  if (!row) throw new AppError('NOT_FOUND', { reason: 'exportRequest' });
  return {
    exportRequestId: row.id,
    status: row.status as TDocumentExportStatus['status'],
    email: row.email,
    // A failed export mailed nothing, whatever it had counted.
    rowCount: row.status === 'done' ? row.rowCount : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
