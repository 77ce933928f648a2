import { readDocumentFile } from '../../documents/document-file.repository';
import type { TBuiltFile } from '../../documents/document-files.service';
import { sha256Hex } from '../../documents/storage/embedded-objects';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { followAcceptedSend } from './accepted-send';
import { deliver } from './deliver';
import { askStatus, markSent, retryLater } from './integrator-state';
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
 * written into that row with its outcome (deliver.ts). From the second attempt on, our own send
 * rows come first: a signed file the integrator accepted is never sent again
 * (accepted-send.ts). A counted attempt whose answer never came (a crash, a timeout) has an
 * unknown outcome, so the integrator is asked about the ETTN and nothing is sent while it says it
 * holds it. A redelivery after 1215/1230 asks
 * first every time: the integrator knows the ETTN from the failed envelope, so only a new envelope
 * in its timeline means this one arrived. `built`: the signed bytes, when they were just made.
 */
export async function sendStep(
  deps: TStepDeps,
  doc: TPipelineDocument,
  built?: TBuiltFile,
): Promise<void> {
  const integrator = await deps.integrator(doc);
  const signed = built ?? (await storedSigned(deps, doc));
  if (!signed) return deps.writes.update(doc, {}, { step: 'prepare', inSeconds: 0 });
  if (doc.attemptCount > 0 || doc.redeliveryRequestedAt !== null) {
    // Our own record first: bytes the integrator accepted never leave again.
    const acceptedAt = await deps.acceptedSend(doc, signed.sha256);
    if (acceptedAt) return followAcceptedSend(deps, doc, integrator, acceptedAt);
  }
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
