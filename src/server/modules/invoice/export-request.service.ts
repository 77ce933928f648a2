import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import type { TDocumentExportInput } from '../../../shared/invoice/document-actions';
import { parseDocumentFilter } from '../../../shared/invoice/document-list-query';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { findStore } from '../store/store.public';
import { findUserById } from '../users/users.public';
import { insertExportRequest } from './export-request.repository';

const BAD_FILTER = 'Geçersiz filtre. / Invalid filter.';
const STORE_NOT_FOUND = 'Şube bulunamadı. / Store not found.';
const NO_EMAIL = 'Bir e-posta adresi gerekli. / An e-mail address is required.';
const OTHER_EMAIL =
  'Dışa aktarma yalnız kendi e-posta adresinize gönderilebilir. / ' +
  'The export can only be sent to your own e-mail address.';

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
    throw new AppError('VALIDATION_FAILED', BAD_FILTER, [
      { path: 'body.filter', message: BAD_FILTER },
    ]);
  }
  // Store mode always exports its own store; tenant mode may narrow to one of its stores.
  const storeId = scope.storeId ?? input.storeId ?? null;
  return db.transaction(async (tx) => {
    if (storeId) {
      const store = await findStore(tx, scope, storeId);
      if (!store) throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
    }
    const user = actor.userId ? await findUserById(tx, actor.userId) : null;
    const email = input.email?.toLowerCase() ?? user?.email;
    if (!email) throw new AppError('VALIDATION_FAILED', NO_EMAIL);
    if (email !== user?.email && !input.mayMailOthers) throw new AppError('FORBIDDEN', OTHER_EMAIL);
    const id = await insertExportRequest(tx, scope, {
      userId: actor.userId,
      storeId,
      email,
      query: { filter: input.filter, sort: input.sort },
    });
    if (!id) throw new AppError('INTERNAL', 'export request insert returned nothing');
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
