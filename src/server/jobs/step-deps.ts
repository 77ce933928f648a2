import type pg from 'pg';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import type { TDocumentRef, TDocumentSource } from '../documents/document-source';
import type { TGibSchematron } from '../documents/schematron/gib-schematron';
import type { SaleDocumentError } from '../documents/sale-to-ubl/sale-document';
import type { TSigningMaterial } from '../documents/signing/signing-material';
import type { TBuiltCommit, TCommitted } from './commit-built';
import type { TDocumentIntegrator } from './integrator-for-document';
import type { TPipelineDocument } from './pipeline-document';
import type { TPipelineWrites } from './pipeline-writes';

export type TPipelineLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
/** What every step is given (pipeline-deps.ts builds it): the database, the config, the calls. */
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
  /** When the integrator took this signed file, by our own send rows (record-exchange.ts). */
  acceptedSend: (doc: TPipelineDocument, sha256: string) => Promise<Date | null>;
  /** GİB's compiled schematron a document must pass before it is sent; none when the check is off. */
  rules: () => Promise<TGibSchematron | undefined>;
};
