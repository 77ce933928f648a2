import type { TIntegratorExchange } from '../documents/integrators/plugin';
import type { TPipelineStep } from './claim-due';
import { coalesce } from './coalescer';
import {
  runAnswerWrites,
  runDocumentUpdates,
  runExchangeInserts,
  type TAnswerWrite,
  type TExchangeInsert,
  type TSqlRunner,
} from './pipeline-statements';
import { recordSendIntents, type TSendIntent } from './record-exchange';
import type { TDocumentUpdate, TPipelineDocument } from './pipeline-document';

export type TNext = { step: TPipelineStep; inSeconds: number } | null;
type TRef = { tenantId: string; documentId: string };

/** What the pipeline writes, many documents' writes of a kind in one statement (coalescer.ts). */
export type TPipelineWrites = {
  /**
   * Writes the step's result and what comes next (`next: null` ends the pipeline's work), only
   * if the row still asks for the claimed step (a cancel or resend asked for by a user wins).
   */
  update(doc: TPipelineDocument, change: TDocumentUpdate, next: TNext): Promise<void>;
  /** `update`, answering whether the row still asked for the step and was written. */
  write(doc: TPipelineDocument, change: TDocumentUpdate, next: TNext): Promise<boolean>;
  /** Keeps one request/response pair (spec: the integrator request and response dialogs). */
  exchange(ref: TRef, operation: string, exchange: TIntegratorExchange): Promise<void>;
  /** Writes the integrator's answer into the send row written before the call. */
  /** The answer into the send row written before the call, with the outcome it means. */
  sendAnswer(
    ref: TRef,
    intentId: string,
    exchange: TIntegratorExchange,
    outcome: string | null,
  ): Promise<void>;
  /** Records a send before it is made (record-exchange.ts); answers its send row id. */
  intent(ref: TRef, signedSha256: string): Promise<string>;
};

export type TUpdate = { doc: TPipelineDocument; change: TDocumentUpdate; next: TNext };

/** The documents' writes as one fenced statement; answers which rows were written. */
export async function updateDocuments(
  db: TSqlRunner,
  tenantId: string,
  updates: readonly TUpdate[],
): Promise<boolean[]> {
  if (updates.length === 0) return [];
  const written = await runDocumentUpdates(
    db,
    tenantId,
    updates.map(({ doc, change, next }) => ({
      id: doc.id,
      claimed: doc.pipelineStep,
      step: next?.step ?? null,
      inSeconds: next?.inSeconds ?? null,
      patch: change,
    })),
  );
  return updates.map((u) => written.has(u.doc.id));
}

/** A batch of calls answered with nothing each. */
const each = async <T>(items: readonly T[], run: Promise<void>) => {
  await run;
  return items.map(() => undefined);
};

export function createPipelineWrites(db: TSqlRunner): TPipelineWrites {
  const update = coalesce((tenantId, items: TUpdate[]) => updateDocuments(db, tenantId, items));
  const exchange = coalesce((tenantId, items: TExchangeInsert[]) =>
    each(items, runExchangeInserts(db, tenantId, items)),
  );
  const answer = coalesce((tenantId, items: TAnswerWrite[]) =>
    each(items, runAnswerWrites(db, tenantId, items)),
  );
  const intent = coalesce((tenantId, items: TSendIntent[]) =>
    recordSendIntents(db, tenantId, items),
  );
  const write = (doc: TPipelineDocument, change: TDocumentUpdate, next: TNext) =>
    update(doc.tenantId, { doc, change, next });
  return {
    update: async (doc, change, next) => {
      await write(doc, change, next);
    },
    write,
    exchange: (ref, operation, row) =>
      exchange(ref.tenantId, { documentId: ref.documentId, operation, exchange: row }),
    sendAnswer: (ref, intentId, row, outcome) =>
      answer(ref.tenantId, { intentId, exchange: row, outcome }),
    intent: async (ref, sha256) => {
      const id = await intent(ref.tenantId, { documentId: ref.documentId, sha256 });
      if (!id) throw new Error(`send of document ${ref.documentId}: its signed file changed`);
      return id;
    },
  };
}
