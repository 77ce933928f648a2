import type pg from 'pg';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import type { TPipelineDocument } from './pipeline-document';
import { cancelStep } from './steps/cancel-step';
import { prepareStep } from './steps/prepare-step';
import { sendStep } from './steps/send-step';
import { trackStep } from './steps/track-step';

export type TPipelineLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
export type TStepDeps = { db: TDb; pool: pg.Pool; config: TConfig; log: TPipelineLog };

/**
 * Runs the step a claimed document row asks for (the row as claimed: nothing re-reads it; every
 * write is fenced on the claimed step, so a user's cancel or resend meanwhile wins). A document
 * just built goes on to its send here, with the signed bytes in hand.
 */
export async function runDocument(deps: TStepDeps, doc: TPipelineDocument): Promise<void> {
  switch (doc.pipelineStep) {
    case 'prepare': {
      const built = await prepareStep(deps, doc);
      if (built) await sendStep(deps, built.doc, built.signed);
      return;
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
