import { DocType, DocumentStatus } from '../../../shared/domain/enums';
import { readDocumentFile } from '../../documents/document-file.repository';
import { buildDocumentFiles } from '../../documents/document-files.service';
import type { TStepDeps } from '../run-step';
import { updatePipelineDocument, type TPipelineDocument } from '../pipeline-document';

/**
 * build → embed the stylesheet → sign → validate → store. A document GİB already has is never
 * rebuilt: a redelivery after 1215/1230 sends the stored signed copy again, any other sent
 * document goes on to tracking. An information slip (docType 9) has no e-document and is done at
 * once (spec §5).
 */
export async function prepareStep(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  // Without its stored copy a redelivery is built again from the same, uncorrected data.
  if (doc.redeliveryRequestedAt && (await readDocumentFile(deps.db, ref, 'signed'))) {
    return updatePipelineDocument(deps.db, doc, {}, { step: 'send', inSeconds: 0 });
  }
  if (doc.sentAt && !doc.redeliveryRequestedAt) {
    return updatePipelineDocument(deps.db, doc, {}, { step: 'track', inSeconds: 0 });
  }
  if (doc.docType === DocType.bilgiFisi) {
    return updatePipelineDocument(deps.db, doc, { status: DocumentStatus.sent }, null);
  }
  const outcome = await buildDocumentFiles(deps, ref);
  if (outcome.ok) {
    return updatePipelineDocument(
      deps.db,
      doc,
      { failureReason: null },
      { step: 'send', inSeconds: 0 },
    );
  }
  deps.log.warn({ documentId: doc.id, reason: outcome.reason }, 'document failed before sending');
  // Nothing left our hands: once the data is fixed the same number and ETTN can be sent.
  return updatePipelineDocument(
    deps.db,
    doc,
    { status: DocumentStatus.failed, failureReason: outcome.reason, isResendable: true },
    null,
  );
}
