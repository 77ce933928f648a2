import { DocType, DocumentStatus } from '../../../shared/domain/enums';
import { readDocumentFile } from '../../documents/document-file.repository';
import { buildDocumentFiles, type TBuiltFile } from '../../documents/document-files.service';
import type { TStepDeps } from '../run-step';
import {
  updatePipelineDocument,
  writePipelineDocument,
  type TPipelineDocument,
} from '../pipeline-document';

/** A document built and due to be sent, with its signed bytes: the caller sends it at once. */
export type TBuiltDocument = { doc: TPipelineDocument; signed: TBuiltFile };

/**
 * build → embed the stylesheet → sign → validate → store. A document GİB already has is never
 * rebuilt: a redelivery after 1215/1230 sends the stored signed copy again, any other sent
 * document goes on to tracking. An information slip (docType 9) has no e-document and is done at
 * once (spec §5). A document built here is handed back for its send, still under the claim (its
 * next check stays past the lease while it is in hand).
 */
export async function prepareStep(
  deps: TStepDeps,
  doc: TPipelineDocument,
): Promise<TBuiltDocument | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  // Without its stored copy a redelivery is built again from the same, uncorrected data.
  if (doc.redeliveryRequestedAt && (await readDocumentFile(deps.db, ref, 'signed'))) {
    await updatePipelineDocument(deps.db, doc, {}, { step: 'send', inSeconds: 0 });
    return null;
  }
  if (doc.sentAt && !doc.redeliveryRequestedAt) {
    await updatePipelineDocument(deps.db, doc, {}, { step: 'track', inSeconds: 0 });
    return null;
  }
  if (doc.docType === DocType.bilgiFisi) {
    await updatePipelineDocument(deps.db, doc, { status: DocumentStatus.sent }, null);
    return null;
  }
  const outcome = await buildDocumentFiles(deps, ref);
  if (outcome.ok) {
    const change = { failureReason: null };
    const next = { step: 'send' as const, inSeconds: deps.config.pipeline.leaseSeconds };
    if (!(await writePipelineDocument(deps.db, doc, change, next))) return null;
    return { doc: { ...doc, ...change, pipelineStep: 'send' }, signed: outcome.signed };
  }
  deps.log.warn({ documentId: doc.id, reason: outcome.reason }, 'document failed before sending');
  // Nothing left our hands: once the data is fixed the same number and ETTN can be sent.
  await updatePipelineDocument(
    deps.db,
    doc,
    { status: DocumentStatus.failed, failureReason: outcome.reason, isResendable: true },
    null,
  );
  return null;
}
