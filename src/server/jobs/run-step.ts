import type { TStepDeps } from './step-deps';
import type { TPipelineDocument } from './pipeline-document';
import { cancelStep } from './steps/cancel-step';
import { deliver } from './steps/deliver';
import { prepareStep } from './steps/prepare-step';
import { sendStep } from './steps/send-step';
import { trackStep } from './steps/track-step';

/**
 * Runs the step a claimed document row asks for (the row as claimed: nothing re-reads it; every
 * write is fenced on the claimed step, so a user's cancel or resend meanwhile wins). A document
 * just built goes on to its send here, with the signed bytes in hand.
 */
export async function runDocument(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  switch (doc.pipelineStep) {
    case 'prepare': {
      const built = await prepareStep(deps, doc);
      if (!built) return;
      if ('send' in built) return deliver(deps, built.doc, built.send);
      return sendStep(deps, built.doc, built.signed);
    }
    case 'send':
      return sendStep(deps, doc);
    case 'track':
      return trackStep(deps, doc);
    case 'cancel':
      return cancelStep(deps, doc);
    default:
      return;
  }
}
