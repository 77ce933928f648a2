import { DocType, DocumentStatus } from '../../../shared/domain/enums';
import { readDocumentFile } from '../../documents/document-file.repository';
import {
  buildFailure,
  makeDocumentFiles,
  type TBuildFailure,
} from '../../documents/document-files.service';
import { SaleDocumentError } from '../../documents/sale-to-ubl/sale-document';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import type { TCountedSend } from './deliver';

/** A document built: sent at once (counted and recorded with its files), or to be sent. */
export type TBuiltDocument =
  | { doc: TPipelineDocument; send: TCountedSend }
  | { doc: TPipelineDocument; signed: { content: Buffer; sha256: string } };

async function fail(deps: TStepDeps, doc: TPipelineDocument, outcome: TBuildFailure) {
  deps.log.warn({ documentId: doc.id, reason: outcome.reason }, 'document failed before sending');
  // Nothing left our hands: once the data is fixed the same number and ETTN can be sent. A rule
  // of GİB's schematron it breaks is its GİB status text, as GİB would have answered (1150).
  const change = {
    status: DocumentStatus.failed,
    failureReason: outcome.reason,
    isResendable: true,
  };
  const rules = outcome.gibStatusText
    ? { gibStatusCode: null, gibStatusText: outcome.gibStatusText }
    : {};
  await deps.writes.update(doc, { ...change, ...rules }, null);
  return null;
}

/**
 * build → embed the stylesheet → sign → validate (XSD, then GİB's schematron) → store. A document GİB already has is never
 * rebuilt: a redelivery after 1215/1230 sends the stored signed copy again, any other sent
 * document goes on to tracking. An information slip (docType 9) has no e-document and is done at
 * once (spec §5). A document built is handed back for its send, still under the claim (its next
 * check stays past the lease while it is in hand). One never sent before has its attempt counted
 * and its send recorded in the same transaction as its files, its integrator resolved first.
 */
export async function prepareStep(
  deps: TStepDeps,
  doc: TPipelineDocument,
): Promise<TBuiltDocument | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  // Without its stored copy a redelivery is built again from the same, uncorrected data.
  if (doc.redeliveryRequestedAt && (await readDocumentFile(deps.db, ref, 'signed'))) {
    await deps.writes.update(doc, {}, { step: 'send', inSeconds: 0 });
    return null;
  }
  if (doc.sentAt && !doc.redeliveryRequestedAt) {
    await deps.writes.update(doc, {}, { step: 'track', inSeconds: 0 });
    return null;
  }
  if (doc.docType === DocType.bilgiFisi) {
    await deps.writes.update(doc, { status: DocumentStatus.sent }, null);
    return null;
  }
  const first = doc.attemptCount === 0 && !doc.redeliveryRequestedAt;
  const integrator = first ? await deps.integrator(doc) : null;
  const source = await deps.source(ref);
  if (source instanceof SaleDocumentError) return fail(deps, doc, buildFailure(source.message));
  const [material, rules] = await Promise.all([deps.material(doc.tenantId), deps.rules()]);
  const made = await makeDocumentFiles(deps.config, source, material, rules);
  if (!made.ok) return fail(deps, doc, made);
  const change = { failureReason: null, ...(integrator ? { attemptCount: 1 } : {}) };
  const next = { step: 'send' as const, inSeconds: deps.config.pipeline.leaseSeconds };
  const committed = await deps.commitBuilt({ doc, made, change, next, send: !!integrator });
  if (!committed.written) return null;
  const built = { ...doc, ...change, pipelineStep: 'send' };
  const signed = { content: made.signed, sha256: committed.signedSha256 };
  if (integrator && committed.intentId) {
    return { doc: built, send: { integrator, signed, intentId: committed.intentId, attempt: 1 } };
  }
  return { doc: built, signed };
}
