import { DocumentStatus } from '../../../shared/domain/enums';
import { isGibDeliveryFailed } from '../../../shared/domain/gib-status';
import { trackDelaySeconds } from '../backoff';
import type { TDocumentUpdate, TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../run-step';
import { callIntegrator } from './integrator-call';

/**
 * Follows a sent document until its state is final (1300, 1230, 1215; 1220 after 48 hours) and,
 * for a commercial invoice, until the buyer answered or the 8 days ran out.
 */
export async function trackStep(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  const { config } = deps;
  const integrator = await deps.integrator(doc);
  const checks = doc.attemptCount;
  const state = await callIntegrator(deps, doc, 'status', () =>
    integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
  );
  if (state === null) {
    return deps.writes.update(
      doc,
      {},
      {
        step: 'track',
        inSeconds: trackDelaySeconds(config.pipeline.pollSeconds, checks, false),
      },
    );
  }
  const change: TDocumentUpdate = {
    gibStatusCode: state.gibStatusCode,
    gibStatusText: state.gibStatusText,
    integratorStatus: state.integratorStatus,
  };
  const response = state.clientResponse;
  if (response?.applicable && response.responseState !== null) {
    change.responseState = response.responseState;
    change.responseMessage = response.reason;
    change.responseDate = response.responseDate;
  }
  if (state.final && isGibDeliveryFailed(state.gibStatusCode)) {
    return deps.writes.update(
      doc,
      {
        ...change,
        status: DocumentStatus.failed,
        failureReason: state.failureReason ?? state.gibStatusText,
        isResendable: true,
      },
      null,
    );
  }
  const waitingForBuyer = Boolean(response?.applicable && !response.final);
  if (state.final && !waitingForBuyer) return deps.writes.update(doc, change, null);
  return deps.writes.update(doc, change, {
    step: 'track',
    inSeconds: trackDelaySeconds(
      config.pipeline.pollSeconds,
      sinceSentChecks(doc),
      waitingForBuyer,
    ),
  });
}

/** The number of status checks so far, estimated from the time since sending (no extra column). */
function sinceSentChecks(doc: TPipelineDocument): number {
  if (!doc.sentAt) return 0;
  const seconds = (Date.now() - doc.sentAt.getTime()) / 1000;
  return Math.max(0, Math.floor(Math.log2(Math.max(1, seconds))));
}
