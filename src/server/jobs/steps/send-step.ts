import { DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import { readDocumentFile } from '../../documents/document-file.repository';
import type { TBuiltFile } from '../../documents/document-files.service';
import { sha256Hex } from '../../documents/storage/embedded-objects';
import type { TStatusResult } from '../../documents/integrators/plugin-results';
import { retryDelaySeconds, trackDelaySeconds } from '../backoff';
import { integratorForDocument, type TDocumentIntegrator } from '../integrator-for-document';
import {
  updatePipelineDocument,
  writePipelineDocument,
  type TPipelineDocument,
} from '../pipeline-document';
import { recordSendIntent } from '../record-exchange';
import type { TStepDeps } from '../run-step';
import { callIntegrator } from './integrator-call';
import { redeliveryCheck } from './redelivery';

// Written once the integrator has the document again (or refused it): the redelivery is over.
const REDELIVERED = { redeliveryRequestedAt: null, redeliveryEnvelopes: null } as const;

/**
 * Hands the signed document to the integrator exactly once. Before the bytes leave, the attempt is
 * counted on the row and a send row without an answer goes into the exchange log; the answer is
 * written into that row. A counted attempt whose answer never came (a crash, a timeout) has an
 * unknown outcome, so from the second attempt on the integrator is asked about the ETTN first and
 * nothing is sent while it says it holds it. A 1163 for bytes it holds as ours means "already
 * delivered", never a failure. A redelivery after 1215/1230 asks first every time: the integrator
 * knows the ETTN from the failed envelope, so only a new envelope in its timeline means this one
 * arrived.
 */
export async function sendStep(
  deps: TStepDeps,
  doc: TPipelineDocument,
  built?: TBuiltFile,
): Promise<void> {
  const { db, config } = deps;
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const integrator = await integratorForDocument(deps, doc);
  const scale = config.pipeline.pollSeconds / 2;
  // Every try counts, so an outage backs off (5 s doubling to 10 min at the default poll).
  const retryLater = (attempt: number) =>
    updatePipelineDocument(
      db,
      doc,
      { attemptCount: attempt },
      { step: 'send', inSeconds: retryDelaySeconds(attempt) * scale },
    );

  const redelivering = doc.redeliveryRequestedAt !== null;
  const askStatus = () =>
    callIntegrator(deps, doc, 'status', () =>
      integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
    );
  let redeliveryEnvelopes: number | undefined;
  if (redelivering) {
    const state = await askStatus();
    if (state === null) return retryLater(doc.attemptCount + 1);
    const check = redeliveryCheck(doc, state);
    if (check.arrived) return markSent(deps, doc, state);
    redeliveryEnvelopes = check.envelopes;
  } else if (doc.attemptCount > 0) {
    const known = await askStatus();
    if (known === null) return retryLater(doc.attemptCount + 1);
    if (known.known) return markSent(deps, doc, known);
  }
  const signed = built ?? (await storedSigned(deps, doc));
  if (!signed) return updatePipelineDocument(db, doc, {}, { step: 'prepare', inSeconds: 0 });
  const attempt = doc.attemptCount + 1;
  const counted = await writePipelineDocument(
    db,
    doc,
    { attemptCount: attempt, redeliveryEnvelopes },
    { step: 'send', inSeconds: config.pipeline.leaseSeconds },
  );
  // The row moved on meanwhile (a user's cancel or resend): an uncounted send is never made.
  if (!counted) return;
  const signedXml = signed.content;
  const intentId = await recordSendIntent(db, ref, signed.sha256);
  const result = await callIntegrator(
    deps,
    doc,
    'send',
    () => integrator.plugin.send(integrator.ctx, { ettn: doc.ettn, signedXml }),
    intentId,
  );
  if (result === null || result.outcome === 'deferred') return retryLater(attempt);
  const gib = { gibStatusCode: result.gibStatusCode, gibStatusText: result.gibStatusText };
  if (result.outcome === 'accepted') {
    return updatePipelineDocument(
      db,
      doc,
      {
        ...gib,
        status: DocumentStatus.sent,
        integratorStatus: result.integratorStatus,
        sentAt: new Date(),
        failureReason: null,
        ...REDELIVERED,
      },
      { step: 'track', inSeconds: trackDelaySeconds(config.pipeline.pollSeconds, 0, false) },
    );
  }
  if (result.outcome === 'already-registered') {
    // 1163: never resend blindly. On a redelivery the registered copy is the failed one.
    const held = redelivering ? 'other' : await heldCopy(deps, doc, integrator, signedXml);
    if (held === null) return retryLater(attempt);
    if (held === 'ours') {
      // Already delivered: where it stands decides; unreachable meanwhile, ask again later.
      const state = await askStatus();
      if (state === null) return retryLater(attempt);
      if (state.known) return markSent(deps, doc, state);
    }
    return updatePipelineDocument(
      db,
      doc,
      {
        ...gib,
        status: DocumentStatus.failed,
        integratorStatus: IntegratorStatus.failed,
        failureReason: result.failureReason ?? result.gibStatusText,
        isResendable: false,
        ...REDELIVERED,
      },
      null,
    );
  }
  return updatePipelineDocument(
    db,
    doc,
    {
      ...gib,
      status: DocumentStatus.failed,
      integratorStatus: result.integratorStatus,
      failureReason: result.failureReason,
      isResendable: true,
    },
    null,
  );
}

/** The signed file as stored (a send after a restart or a retry). */
async function storedSigned(deps: TStepDeps, doc: TPipelineDocument): Promise<TBuiltFile | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const file = await readDocumentFile(deps.db, ref, 'signed');
  return file ? { content: file.content, sha256: sha256Hex(file.content) } : null;
}

async function markSent(
  deps: TStepDeps,
  doc: TPipelineDocument,
  state: TStatusResult,
): Promise<void> {
  await updatePipelineDocument(
    deps.db,
    doc,
    {
      status: DocumentStatus.sent,
      sentAt: doc.redeliveryRequestedAt || !doc.sentAt ? new Date() : doc.sentAt,
      ...REDELIVERED,
      gibStatusCode: state.gibStatusCode,
      gibStatusText: state.gibStatusText,
      integratorStatus: state.integratorStatus,
    },
    { step: 'track', inSeconds: 0 },
  );
}

/** Whether the copy the integrator holds under the ETTN is ours byte for byte; null: unreachable. */
async function heldCopy(
  deps: TStepDeps,
  doc: TPipelineDocument,
  integrator: TDocumentIntegrator,
  signedXml: Buffer,
): Promise<'ours' | 'other' | null> {
  const held = await callIntegrator(deps, doc, 'fetchUbl', () =>
    integrator.plugin.fetchUbl(integrator.ctx, { ettn: doc.ettn }),
  );
  if (held === null) return null;
  return held.xml !== null && Buffer.from(held.xml, 'utf8').equals(signedXml) ? 'ours' : 'other';
}
