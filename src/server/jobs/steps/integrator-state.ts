import { DocumentStatus } from '../../../shared/domain/enums';
import type { TStatusResult } from '../../documents/integrators/plugin-results';
import { retryDelaySeconds } from '../backoff';
import type { TDocumentIntegrator } from '../integrator-for-document';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { callIntegrator } from './integrator-call';

// What the send and its follow-ups share: asking the integrator where a document stands, taking
// its answer over, and trying again later.

// Written once the integrator has the document again (or refused it): the redelivery is over.
export const REDELIVERED = { redeliveryRequestedAt: null, redeliveryEnvelopes: null } as const;

/** Every try counts, so an outage backs off (5 s doubling to 10 min at the default poll). */
export function retryLater(
  deps: TStepDeps,
  doc: TPipelineDocument,
  attempt: number,
  /** Why it waits, when the integrator said (a wrong password, a product not active…). */
  failureReason?: string | null,
) {
  const scale = deps.config.pipeline.pollSeconds / 2;
  return deps.writes.update(
    doc,
    failureReason ? { attemptCount: attempt, failureReason } : { attemptCount: attempt },
    { step: 'send', inSeconds: retryDelaySeconds(attempt) * scale },
  );
}

export function askStatus(
  deps: TStepDeps,
  doc: TPipelineDocument,
  integrator: TDocumentIntegrator,
) {
  return callIntegrator(deps, doc, 'status', () =>
    integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
  );
}

export async function markSent(
  deps: TStepDeps,
  doc: TPipelineDocument,
  state: TStatusResult,
): Promise<void> {
  await deps.writes.update(
    doc,
    {
      status: DocumentStatus.sent,
      sentAt: doc.redeliveryRequestedAt || !doc.sentAt ? new Date() : doc.sentAt,
      failureReason: null,
      ...REDELIVERED,
      gibStatusCode: state.gibStatusCode,
      gibStatusText: state.gibStatusText,
      integratorStatus: state.integratorStatus,
    },
    { step: 'track', inSeconds: 0 },
  );
}
