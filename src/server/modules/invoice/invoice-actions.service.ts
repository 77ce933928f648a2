import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import { DocumentStatus } from '../../../shared/domain/enums';
import type {
  TCancelDocumentInput,
  TDocumentActionResult,
} from '../../../shared/invoice/document-actions';
import { cancelRefusal, resendRefusal } from '../../../shared/invoice/document-rules';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { findDocument, updateDocument } from './document.repository';
import type { TDocumentRecord } from './document-row';

const ENTITY = 'document';

function resultOf(doc: TDocumentRecord): TDocumentActionResult {
  return { documentId: doc.id, status: doc.status, pipelineStep: doc.pipelineStep };
}

function stateOf(doc: TDocumentRecord) {
  return {
    status: doc.status,
    pipelineStep: doc.pipelineStep,
    isResendable: doc.isResendable,
    failureReason: doc.failureReason,
    cancelReason: doc.cancelReason,
    cancelDate: doc.cancelDate,
  };
}

/**
 * Records a cancellation request (spec §4/§5: sent e-Arşiv only). The pipeline asks the
 * integrator and sets status 5 once it confirms; until then a second request is refused.
 */
export async function cancelDocument(
  db: TDb,
  actor: TAuditActor,
  scope: TDataScope,
  input: TCancelDocumentInput,
): Promise<TDocumentActionResult> {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, scope, { ettn: input.ettn }, { forUpdate: true });
    if (doc.pipelineStep === 'cancel') throw new AppError('CONFLICT', { reason: 'cancelPending' });
    // The stored document decides; a payload naming another docType is refused the same way.
    const refusal = input.docType === doc.docType ? cancelRefusal(doc) : 'cancelOnlySentEArsiv';
    if (refusal) throw new AppError('UNPROCESSABLE', { reason: refusal });
    const now = new Date();
    const updated = await updateDocument(tx, doc.tenantId, doc.id, {
      cancelReason: input.cancelReason,
      cancelDate: new Date(input.cancelDate),
      cancelRequestedAt: now,
      pipelineStep: 'cancel',
      nextCheckAt: now,
    });
    if (!updated) throw new AppError('NOT_FOUND', { reason: 'document' });
    await recordAudit(tx, actor, {
      tenantId: doc.tenantId,
      action: 'cancel-request',
      entityType: ENTITY,
      entityId: doc.id,
      before: stateOf(doc),
      after: stateOf(updated),
    });
    return resultOf(updated);
  });
}

/**
 * Queues a failed document for another attempt (spec §7 "send"). Allowed only while the pipeline
 * marked it resendable, which it never does after GİB code 1163 (already registered).
 */
export async function resendDocument(
  db: TDb,
  actor: TAuditActor,
  scope: TDataScope,
  documentId: string,
): Promise<TDocumentActionResult> {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, scope, { id: documentId }, { forUpdate: true });
    const refusal = resendRefusal(doc);
    if (refusal) throw new AppError('UNPROCESSABLE', { reason: refusal });
    const updated = await updateDocument(tx, doc.tenantId, doc.id, {
      isResendable: false,
      failureReason: null,
      status: DocumentStatus.pending,
      pipelineStep: 'prepare',
      nextCheckAt: new Date(),
    });
    if (!updated) throw new AppError('NOT_FOUND', { reason: 'document' });
    await recordAudit(tx, actor, {
      tenantId: doc.tenantId,
      action: 'resend',
      entityType: ENTITY,
      entityId: doc.id,
      before: stateOf(doc),
      after: stateOf(updated),
    });
    return resultOf(updated);
  });
}
