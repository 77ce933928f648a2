import { GibStatus, isGibDeliveryFailed } from '../../../shared/domain/gib-status';
import type { TStatusResult } from '../../documents/integrators/plugin-results';
import type { TPipelineDocument } from '../pipeline-document';

/** Envelopes the integrator received for the ETTN: each one starts its timeline with 1000. */
export function envelopeCount(state: TStatusResult): number {
  if (!state.known) return 0;
  return state.timeline.filter((e) => e.gibStatusCode === GibStatus.queued).length;
}

export type TRedeliveryCheck = { arrived: true } | { arrived: false; envelopes: number };

/**
 * Before a delivery-failed (1215/1230) document goes to the integrator again: did the new envelope
 * arrive already (sent before a crash, or its answer was lost)? The ETTN is known to the
 * integrator either way, so "known" proves nothing; one envelope more than before does. The first
 * look fixes that baseline; it is stored with the attempt, before the call.
 */
export function redeliveryCheck(
  doc: Pick<TPipelineDocument, 'redeliveryEnvelopes'>,
  state: TStatusResult,
): TRedeliveryCheck {
  const envelopes = envelopeCount(state);
  if (doc.redeliveryEnvelopes !== null) {
    return envelopes > doc.redeliveryEnvelopes
      ? { arrived: true }
      : { arrived: false, envelopes: doc.redeliveryEnvelopes };
  }
  // The integrator no longer reports the failed delivery: it is under way again, nothing to send.
  if (state.known && !isGibDeliveryFailed(state.gibStatusCode)) return { arrived: true };
  return { arrived: false, envelopes };
}
