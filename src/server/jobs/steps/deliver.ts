import { DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import type { TBuiltFile } from '../../documents/document-files.service';
import { trackDelaySeconds } from '../backoff';
import type { TDocumentIntegrator } from '../integrator-for-document';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { callIntegrator } from './integrator-call';
import { askStatus, markSent, REDELIVERED, retryLater } from './integrator-state';

/** A send counted on the row (attempt `attempt`) and recorded (its send row `intentId`). */
export type TCountedSend = {
  integrator: TDocumentIntegrator;
  signed: TBuiltFile;
  intentId: string;
  attempt: number;
};

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

/**
 * The bytes leave: the integrator's answer goes into the send row written before, and decides
 * what comes next. A 1163 for bytes it holds as ours means "already delivered", never a failure;
 * on a redelivery the registered copy is the failed one.
 */
export async function deliver(
  deps: TStepDeps,
  doc: TPipelineDocument,
  send: TCountedSend,
): Promise<void> {
  const { integrator, signed, intentId, attempt } = send;
  const redelivering = doc.redeliveryRequestedAt !== null;
  const result = await callIntegrator(
    deps,
    doc,
    'send',
    () => integrator.plugin.send(integrator.ctx, { ettn: doc.ettn, signedXml: signed.content }),
    { intentId, outcomeOf: (sent) => sent.outcome },
  );
  if (result === null) return retryLater(deps, doc, attempt);
  if (result.outcome === 'deferred') return retryLater(deps, doc, attempt, result.failureReason);
  const gib = { gibStatusCode: result.gibStatusCode, gibStatusText: result.gibStatusText };
  if (result.outcome === 'accepted') {
    const pollSeconds = deps.config.pipeline.pollSeconds;
    return deps.writes.update(
      doc,
      {
        ...gib,
        status: DocumentStatus.sent,
        integratorStatus: result.integratorStatus,
        sentAt: new Date(),
        failureReason: null,
        ...REDELIVERED,
      },
      { step: 'track', inSeconds: trackDelaySeconds(pollSeconds, 0, false) },
    );
  }
  if (result.outcome === 'already-registered') {
    // 1163: never resend blindly.
    const held = redelivering ? 'other' : await heldCopy(deps, doc, integrator, signed.content);
    if (held === null) return retryLater(deps, doc, attempt);
    if (held === 'ours') {
      // Already delivered: where it stands decides; until the integrator's status knows it (or
      // while it is unreachable), ask again later. The send row says "already registered", so
      // these bytes never leave again (accepted-send.ts).
      const state = await askStatus(deps, doc, integrator);
      if (state?.known) return markSent(deps, doc, state);
      return retryLater(deps, doc, attempt);
    }
    return deps.writes.update(
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
  return deps.writes.update(
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
