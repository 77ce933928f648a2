import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import { DocumentStatus } from '../../../shared/domain/enums';
import type {
  TCancelDocumentInput,
  TDocumentActionResult,
  TResendDocumentInput,
} from '../../../shared/invoice/document-actions';
import { cancelRefusal } from '../../../shared/invoice/document-rules';
import type { TPosCustomer } from '../../../shared/pos/customer';
import type { TResendKind } from '../../../shared/domain/gib-status';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { findDocument, updateDocument } from './document.repository';
import type { TDocumentRecord } from './document-row';
import { checkCorrection, resendKindOf, resendRefusalOf } from './document-correction.service';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { readSetting } from '../system-settings/settings-read.public';

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
    // domain.md: the e-Arşiv cancellation window (a setting), in Istanbul days from the issue day.
    const cancelWindowDays = await readSetting(tx, doc.tenantId, 'earsiv.cancelWindowDays');
    if (doc.invoiceDate < minusDays(istanbulDay(now), cancelWindowDays)) {
      throw new AppError('UNPROCESSABLE', { reason: 'cancelWindowPassed', cancelWindowDays });
    }
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

function assertResendable(doc: TDocumentRecord, corrected: boolean): TResendKind {
  const refusal = resendRefusalOf(doc);
  if (refusal) throw new AppError('UNPROCESSABLE', { reason: refusal });
  const kind = resendKindOf(doc);
  if (corrected && kind !== 'rebuild') {
    throw new AppError('UNPROCESSABLE', { reason: 'correctionAfterGib' });
  }
  return kind;
}

function buyerOf(doc: TDocumentRecord) {
  return {
    customerName: doc.customerName,
    customerTaxNo: doc.customerTaxNo,
    buyerCorrection: doc.buyerCorrection,
  };
}

/** The list's buyer columns follow a correction, as the POS API fills them. */
function buyerColumns(customer: TPosCustomer) {
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    buyerCorrection: customer,
    customerName: customer.name ?? (person || null),
    customerTaxNo: customer.taxNo ?? null,
  };
}

/**
 * Queues a failed document for another attempt (spec §7 "send"). Allowed only while the pipeline
 * marked it resendable, which it never does after GİB code 1163 (already registered). What GİB
 * allows next decides the rest (`resendKindAfter`): a document nothing of which reached GİB may
 * get a corrected buyer and is rebuilt; one whose delivery failed (1215/1230) goes again as it is.
 */
export async function resendDocument(
  db: TDb,
  actor: TAuditActor,
  scope: TDataScope,
  input: TResendDocumentInput,
): Promise<TDocumentActionResult> {
  const { customer } = input;
  if (customer) {
    // GİB's list is read outside the lock; the document's kind (docType) never changes.
    const doc = await findDocument(db, scope, { id: input.documentId });
    assertResendable(doc, true);
    await checkCorrection(db, doc, customer);
  }
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, scope, { id: input.documentId }, { forUpdate: true });
    const kind = assertResendable(doc, customer !== undefined);
    const updated = await updateDocument(tx, doc.tenantId, doc.id, {
      isResendable: false,
      failureReason: null,
      status: DocumentStatus.pending,
      pipelineStep: 'prepare',
      nextCheckAt: new Date(),
      // Nothing of a rebuilt document reached GİB, so it has no send time until it is sent.
      ...(kind === 'rebuild' ? { sentAt: null } : {}),
      ...(kind === 'redeliver'
        ? { redeliveryRequestedAt: new Date(), redeliveryEnvelopes: null }
        : {}),
      ...(customer ? buyerColumns(customer) : {}),
    });
    if (!updated) throw new AppError('NOT_FOUND', { reason: 'document' });
    await recordAudit(tx, actor, {
      tenantId: doc.tenantId,
      action: customer ? 'correct-and-resend' : 'resend',
      entityType: ENTITY,
      entityId: doc.id,
      before: { ...stateOf(doc), ...(customer ? buyerOf(doc) : {}) },
      after: { ...stateOf(updated), ...(customer ? buyerOf(updated) : {}) },
    });
    return resultOf(updated);
  });
}
