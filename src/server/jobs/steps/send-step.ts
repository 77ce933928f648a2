import { DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import { readDocumentFile } from '../../documents/document-file.repository';
import type { TStatusResult } from '../../documents/integrators/plugin-results';
import { retryDelaySeconds, trackDelaySeconds } from '../backoff';
import { integratorForDocument } from '../integrator-for-document';
import { updatePipelineDocument, type TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../run-step';
import { callIntegrator } from './integrator-call';

/**
 * Hands the signed document to the integrator exactly once. The attempt is counted before the
 * call; from the second attempt on the integrator is asked first whether it already has the ETTN
 * (an earlier answer may have been lost in a crash or a timeout), so nothing is sent twice.
 */
export async function sendStep(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
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

  if (doc.attemptCount > 0) {
    const known = await callIntegrator(deps, doc, 'status', () =>
      integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
    );
    if (known === null) return retryLater(doc.attemptCount + 1);
    if (known.known) return markSent(deps, doc, known);
  }
  const signed = await readDocumentFile(db, ref, 'signed');
  if (!signed) return updatePipelineDocument(db, doc, {}, { step: 'prepare', inSeconds: 0 });
  const attempt = doc.attemptCount + 1;
  await updatePipelineDocument(
    db,
    doc,
    { attemptCount: attempt },
    { step: 'send', inSeconds: config.pipeline.leaseSeconds },
  );
  const result = await callIntegrator(deps, doc, 'send', () =>
    integrator.plugin.send(integrator.ctx, {
      ettn: doc.ettn,
      signedXml: signed.content.toString('utf8'),
    }),
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
      },
      { step: 'track', inSeconds: trackDelaySeconds(config.pipeline.pollSeconds, 0, false) },
    );
  }
  if (result.outcome === 'already-registered') {
    // 1163: never resend blindly; where the registered copy stands decides.
    const state = await callIntegrator(deps, doc, 'status', () =>
      integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
    );
    if (state?.known) return markSent(deps, doc, state);
    return updatePipelineDocument(
      db,
      doc,
      {
        ...gib,
        status: DocumentStatus.failed,
        integratorStatus: IntegratorStatus.failed,
        failureReason: result.failureReason,
        isResendable: false,
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
      sentAt: doc.sentAt ?? new Date(),
      gibStatusCode: state.gibStatusCode,
      gibStatusText: state.gibStatusText,
      integratorStatus: state.integratorStatus,
    },
    { step: 'track', inSeconds: 0 },
  );
}
