import { DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import { turkishText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format/date';
import type { TDocumentIntegrator } from '../integrator-for-document';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { askStatus, markSent, retryLater } from './integrator-state';

/**
 * Tries (every attempt counted, backing off to 10 minutes apart: about four hours at the
 * default poll) to hear the integrator confirm a document it accepted before a person decides.
 */
export const UNCONFIRMED_ASKS = 30;

/**
 * A document whose signed file the integrator accepted, by our own send row, is never sent again,
 * whatever a status answer says: an integrator may not know an ETTN for a while after taking it
 * (queues, replication), and an answer lost to a crash is still an answer. It is asked again until
 * it knows the document; after UNCONFIRMED_ASKS a person decides (status 6, not resendable,
 * integrator status 21 "sent, no reply", the reason saying when it was accepted).
 */
export async function followAcceptedSend(
  deps: TStepDeps,
  doc: TPipelineDocument,
  integrator: TDocumentIntegrator,
  acceptedAt: Date,
): Promise<void> {
  const state = await askStatus(deps, doc, integrator);
  if (state?.known) return markSent(deps, doc, state);
  const asks = doc.attemptCount + 1;
  if (state === null || asks < UNCONFIRMED_ASKS) return retryLater(deps, doc, asks);
  const reason = turkishText('documentActions.send.unconfirmed', {
    acceptedAt: formatDateTime(acceptedAt),
    asks,
  });
  deps.log.warn({ documentId: doc.id, asks }, 'an accepted send stays unknown to the integrator');
  await deps.writes.update(
    doc,
    {
      status: DocumentStatus.failed,
      integratorStatus: IntegratorStatus.sentNoReply,
      failureReason: reason ?? null,
      isResendable: false,
    },
    null,
  );
}
