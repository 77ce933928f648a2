import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import type { TIntegratorExchange } from '../documents/integrators/plugin';
import type { TPipelineStep } from './claim-due';
import { coalesce } from './coalescer';
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
  sendAnswer(ref: TRef, intentId: string, exchange: TIntegratorExchange): Promise<void>;
  /** Records a send before it is made (record-exchange.ts); answers its send row id. */
  intent(ref: TRef, signedSha256: string): Promise<string>;
};

export type TUpdate = { doc: TPipelineDocument; change: TDocumentUpdate; next: TNext };
const COLUMNS = getTableColumns(documents);

/** `set` for the changed columns: each row's value from its patch, or its own when absent. */
function patchedColumns(updates: readonly TUpdate[]): Record<string, SQL> {
  const keys = new Set(updates.flatMap((u) => Object.keys(u.change))) as Set<keyof TDocumentUpdate>;
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = COLUMNS[key];
    set[key] =
      sql`case when v.patch ? ${key} then (v.patch->>${key})::${sql.raw(column.getSQLType())} else ${column} end`;
  }
  return set;
}

/** The documents' writes as one fenced statement; answers which rows were written. */
export async function updateDocuments(
  db: Pick<TDb, 'update'>,
  tenantId: string,
  updates: readonly TUpdate[],
): Promise<boolean[]> {
  if (updates.length === 0) return [];
  const rows = updates.map(({ doc, change, next }) => ({
    id: doc.id,
    claimed: doc.pipelineStep,
    step: next?.step ?? null,
    inSeconds: next?.inSeconds ?? null,
    patch: change,
  }));
  const written = await db
    .update(documents)
    .set({
      ...patchedColumns(updates),
      pipelineStep: sql`v.step`,
      nextCheckAt: sql`case when v.step is null then null else now() + make_interval(secs => v."inSeconds") end`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, claimed text, step text, "inSeconds" float8, patch jsonb)`,
    )
    .where(
      tenantWhere(
        documents,
        tenantId,
        sql`${documents.id} = v.id`,
        sql`${documents.pipelineStep} is not distinct from v.claimed`,
      ),
    )
    .returning({ id: documents.id });
  const ids = new Set(written.map((r) => r.id));
  return updates.map((u) => ids.has(u.doc.id));
}

type TExchangeRow = { ref: TRef; operation: string; exchange: TIntegratorExchange };

async function insertExchanges(db: TDb, _tenantId: string, rows: TExchangeRow[]) {
  await db.insert(integratorExchanges).values(
    rows.map(({ ref, operation, exchange }) => ({
      tenantId: ref.tenantId,
      documentId: ref.documentId,
      operation,
      requestBase64: exchange.requestBase64 ?? null,
      requestHash: exchange.requestHash ?? null,
      responseDate: exchange.responseDate,
      responseStatus: exchange.responseStatus,
      responseData: exchange.responseData,
      success: exchange.success,
    })),
  );
  return rows.map(() => undefined);
}

type TAnswer = { intentId: string; exchange: TIntegratorExchange };

async function writeAnswers(db: TDb, tenantId: string, answers: TAnswer[]) {
  const rows = answers.map(({ intentId, exchange }) => ({
    id: intentId,
    date: exchange.responseDate,
    status: exchange.responseStatus,
    data: exchange.responseData ?? null,
    success: exchange.success,
  }));
  await db
    .update(integratorExchanges)
    .set({
      responseDate: sql`v.date`,
      responseStatus: sql`v.status`,
      responseData: sql`v.data`,
      success: sql`v.success`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, date timestamptz, status integer, data jsonb, success boolean)`,
    )
    .where(tenantWhere(integratorExchanges, tenantId, sql`${integratorExchanges.id} = v.id`));
  return answers.map(() => undefined);
}

export function createPipelineWrites(db: TDb): TPipelineWrites {
  const update = coalesce((tenantId, items: TUpdate[]) => updateDocuments(db, tenantId, items));
  const exchange = coalesce((tenantId, items: TExchangeRow[]) =>
    insertExchanges(db, tenantId, items),
  );
  const answer = coalesce((tenantId, items: TAnswer[]) => writeAnswers(db, tenantId, items));
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
    exchange: (ref, operation, row) => exchange(ref.tenantId, { ref, operation, exchange: row }),
    sendAnswer: (ref, intentId, row) => answer(ref.tenantId, { intentId, exchange: row }),
    intent: async (ref, sha256) => {
      const id = await intent(ref.tenantId, { documentId: ref.documentId, sha256 });
      if (!id) throw new Error(`send of document ${ref.documentId}: its signed file changed`);
      return id;
    },
  };
}
