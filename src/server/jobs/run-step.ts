import type pg from 'pg';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import type { TDueDocument } from './claim-due';
import { withDocumentLock } from './document-lock';
import { loadPipelineDocument } from './pipeline-document';
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
 * Runs the step the document row asks for, if it is still the one that was claimed and no other
 * worker holds the document. Each step re-reads the row, so a duplicate job only repeats a check.
 */
export async function runDocumentStep(
  deps: TStepDeps,
  lockPool: pg.Pool,
  job: TDueDocument,
): Promise<void> {
  await withDocumentLock(lockPool, job.documentId, async () => {
    const doc = await loadPipelineDocument(deps.db, job);
    if (!doc || doc.pipelineStep !== job.step) return;
    switch (doc.pipelineStep) {
      case 'prepare':
        return prepareStep(deps, doc);
      case 'send':
        return sendStep(deps, doc);
      case 'track':
        return trackStep(deps, doc);
      case 'cancel':
        return cancelStep(deps, doc);
    }
  });
}
