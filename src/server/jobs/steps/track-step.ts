import { ClientResponse, DocumentStatus } from '../../../shared/domain/enums';
import {
  GibStatus,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  isGibDeliveryFailed,
  isGibEnvelopeRejection,
} from '../../../shared/domain/gib-status';
import { readSetting } from '../../modules/system-settings/settings-read.public';
import { trackDelaySeconds } from '../backoff';
import type { TDocumentUpdate, TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { callIntegrator } from './integrator-call';
import { keepLegalCopy } from './legal-copy';

/**
 * Follows a sent document until its state is final (1300, 1230, 1215; 1220 after 48 hours) and,
 * for a commercial invoice, until the buyer answered or the tenant's response days ran out.
 */
export async function trackStep(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  const { config } = deps;
  const integrator = await deps.integrator(doc);
  const checks = doc.attemptCount;
  const state = await callIntegrator(deps, doc, 'status', () =>
    integrator.plugin.status(integrator.ctx, { ettn: doc.ettn }),
  );
  // Unreachable, or not knowing yet a document it took (its queues or replicas lag): no news, so
  // nothing of the row changes; ask again later.
  if (state === null || !state.known) {
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
  // GİB gave up delivering it, or (reported after the integrator took it) refused the envelope.
  // Without a GİB code, the integrator itself failed it (İzibiz e-SMM 106 BAŞARISIZ).
  const failed =
    isGibDeliveryFailed(state.gibStatusCode) ||
    isGibEnvelopeRejection(state.gibStatusCode) ||
    (state.gibStatusCode === null && state.failureReason !== null);
  if (state.final && failed) {
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
  let waitingForBuyer = Boolean(response?.applicable && !response.final);
  // GİB delivered it (1300); the integrator's state stays open while the buyer is awaited.
  const delivered = state.gibStatusCode === GibStatus.success;
  if (waitingForBuyer && delivered) {
    const accepted = await acceptedByTime(deps, doc);
    if (accepted) {
      Object.assign(change, accepted);
      waitingForBuyer = false;
    }
  }
  if ((state.final || delivered) && !waitingForBuyer) {
    // Done once the integrator's legal copy is ours too (when it holds one: legal-copy.ts).
    if (!delivered || (await keepLegalCopy(deps, doc, integrator))) {
      return deps.writes.update(doc, change, null);
    }
  }
  return deps.writes.update(doc, change, {
    step: 'track',
    inSeconds: trackDelaySeconds(
      config.pipeline.pollSeconds,
      sinceSentChecks(doc),
      // Hourly once delivered and only the buyer is awaited; GİB's processing at the usual pace.
      waitingForBuyer && delivered,
    ),
  });
}

const DAY_MS = 86_400_000;

/**
 * domain.md: a commercial invoice its buyer has not answered within `efatura.clientResponseDays`
 * (the tenant's setting, 8 by default) of sending counts as accepted (spec clientResponse 4).
 */
async function acceptedByTime(
  deps: TStepDeps,
  doc: TPipelineDocument,
): Promise<TDocumentUpdate | null> {
  if (!doc.sentAt) return null;
  const days = await readSetting(deps.db, doc.tenantId, 'efatura.clientResponseDays');
  const deadline = new Date(doc.sentAt.getTime() + days * DAY_MS);
  if (Date.now() < deadline.getTime()) return null;
  return {
    responseState: ClientResponse.autoAccepted,
    responseMessage: null,
    responseDate: deadline,
    integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[GibStatus.success],
  };
}

/** The number of status checks so far, estimated from the time since sending (no extra column). */
function sinceSentChecks(doc: TPipelineDocument): number {
  if (!doc.sentAt) return 0;
  const seconds = (Date.now() - doc.sentAt.getTime()) / 1000;
  return Math.max(0, Math.floor(Math.log2(Math.max(1, seconds))));
}
