import { DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { callIntegrator } from './integrator-call';

/**
 * Reports an e-Arşiv cancellation (spec §4: docType 2, status 2 → 5). A refusal by the integrator
 * leaves the document as it was, with the answer kept in the integrator responses.
 */
export async function cancelStep(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  const { config } = deps;
  const integrator = await deps.integrator(doc);
  const result = await callIntegrator(deps, doc, 'cancel', () =>
    integrator.plugin.cancel(integrator.ctx, {
      ettn: doc.ettn,
      reason: doc.cancelReason ?? '',
      cancelDate: doc.cancelDate ?? new Date(),
    }),
  );
  if (result === null) {
    return deps.writes.update(
      doc,
      {},
      { step: 'cancel', inSeconds: config.pipeline.pollSeconds * 5 },
    );
  }
  if (result.cancelled) {
    return deps.writes.update(
      doc,
      {
        status: DocumentStatus.cancelled,
        integratorStatus: IntegratorStatus.cancelled,
        // GİB's state at the cancellation, when the answer names one, replaces an older code.
        ...(result.gibStatusCode === null
          ? {}
          : { gibStatusCode: result.gibStatusCode, gibStatusText: result.gibStatusText }),
        cancelRequestedAt: null,
      },
      null,
    );
  }
  return deps.writes.update(
    doc,
    {
      cancelReason: null,
      cancelDate: null,
      cancelRequestedAt: null,
      failureReason: result.refusalReason,
    },
    // Back to following the document (the track step ends at once if its state is final).
    { step: 'track', inSeconds: 0 },
  );
}
