import { readDocumentFile } from '../../documents/document-file.repository';
import type { TBuiltFile } from '../../documents/document-files.service';
import { sha256Hex } from '../../documents/storage/embedded-objects';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../run-step';
import { askStatus, deliver, markSent, retryLater } from './deliver';
import { redeliveryCheck } from './redelivery';

/** The signed file as stored (a send after a restart or a retry). */
async function storedSigned(deps: TStepDeps, doc: TPipelineDocument): Promise<TBuiltFile | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const file = await readDocumentFile(deps.db, ref, 'signed');
  return file ? { content: file.content, sha256: sha256Hex(file.content) } : null;
}

/**
 * Hands the signed document to the integrator exactly once. Before the bytes leave, the attempt is
 * counted on the row and a send row without an answer goes into the exchange log; the answer is
 * written into that row (deliver.ts). A counted attempt whose answer never came (a crash, a
 * timeout) has an unknown outcome, so from the second attempt on the integrator is asked about the
 * ETTN first and nothing is sent while it says it holds it. A redelivery after 1215/1230 asks
 * first every time: the integrator knows the ETTN from the failed envelope, so only a new envelope
 * in its timeline means this one arrived. `built`: the signed bytes, when they were just made.
 */
export async function sendStep(
  deps: TStepDeps,
  doc: TPipelineDocument,
  built?: TBuiltFile,
): Promise<void> {
  const integrator = await deps.integrator(doc);
  let redeliveryEnvelopes: number | undefined;
  if (doc.redeliveryRequestedAt !== null) {
    const state = await askStatus(deps, doc, integrator);
    if (state === null) return retryLater(deps, doc, doc.attemptCount + 1);
    const check = redeliveryCheck(doc, state);
    if (check.arrived) return markSent(deps, doc, state);
    redeliveryEnvelopes = check.envelopes;
  } else if (doc.attemptCount > 0) {
    const known = await askStatus(deps, doc, integrator);
    if (known === null) return retryLater(deps, doc, doc.attemptCount + 1);
    if (known.known) return markSent(deps, doc, known);
  }
  const signed = built ?? (await storedSigned(deps, doc));
  if (!signed) return deps.writes.update(doc, {}, { step: 'prepare', inSeconds: 0 });
  const attempt = doc.attemptCount + 1;
  const counted = await deps.writes.write(
    doc,
    { attemptCount: attempt, redeliveryEnvelopes },
    { step: 'send', inSeconds: deps.config.pipeline.leaseSeconds },
  );
  // The row moved on meanwhile (a user's cancel or resend): an uncounted send is never made.
  if (!counted) return;
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const intentId = await deps.writes.intent(ref, signed.sha256);
  return deliver(deps, doc, { integrator, signed, intentId, attempt });
}
