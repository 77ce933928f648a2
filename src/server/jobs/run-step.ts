import type pg from 'pg';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import type { TDocumentIntegrator } from './integrator-for-document';
import type { TPipelineDocument } from './pipeline-document';
import type { TPipelineWrites } from './pipeline-writes';
import type { TDocumentRef, TDocumentSource } from '../documents/document-source';
import type { SaleDocumentError } from '../documents/sale-to-ubl/sale-document';
import type { TSigningMaterial } from '../documents/signing/signing-material';
import type { TGibSchematron } from '../documents/schematron/gib-schematron';
import type { TBuiltCommit, TCommitted } from './commit-built';
import { cancelStep } from './steps/cancel-step';
import { deliver } from './steps/deliver';
import { prepareStep } from './steps/prepare-step';
import { sendStep } from './steps/send-step';
import { trackStep } from './steps/track-step';

export type TPipelineLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
export type TStepDeps = {
  db: TDb;
  pool: pg.Pool;
  config: TConfig;
  log: TPipelineLog;
  writes: TPipelineWrites;
  /** The document's integrator (integrator-for-document.ts), read with others asking at once. */
  integrator: (doc: TPipelineDocument) => Promise<TDocumentIntegrator>;
  /** What the document is built from, read with others asking at once. */
  source: (ref: TDocumentRef) => Promise<TDocumentSource | SaleDocumentError>;
  /** The tenant's signing key and certificate. */
  material: (tenantId: string) => Promise<TSigningMaterial>;
  /** Stores documents just built and writes their rows (commit-built.ts). */
  commitBuilt: (item: TBuiltCommit) => Promise<TCommitted>;
  /** GİB's compiled schematron a document must pass before it is sent; none when the check is off. */
  rules: () => Promise<TGibSchematron | undefined>;
};

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
