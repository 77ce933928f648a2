import { eq, sql } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { documentFiles } from '../db/schema/document-files';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import type { TIntegratorExchange } from '../documents/integrators/plugin';

type TRef = { tenantId: string; documentId: string };

/** Keeps one request/response pair (spec: the integrator request and response dialogs). */
export async function recordExchange(
  db: TDb,
  ref: TRef,
  operation: string,
  exchange: TIntegratorExchange,
): Promise<void> {
  await db.insert(integratorExchanges).values({
    tenantId: ref.tenantId,
    documentId: ref.documentId,
    operation,
    requestBase64: exchange.requestBase64 ?? null,
    requestHash: exchange.requestHash ?? null,
    responseDate: exchange.responseDate,
    responseStatus: exchange.responseStatus,
    responseData: exchange.responseData,
    success: exchange.success,
  });
}

/**
 * The send row, written before the bytes leave: a row without an answer is a send whose outcome
 * is unknown (a crash or a timeout took the answer), so the integrator is asked before any other.
 * The request is the stored signed file with this sha256, copied in its packed form (a few KB; the
 * stylesheet stays in document_blobs): nothing is recorded, and nothing may be sent, if the file
 * changed meanwhile.
 */
export async function recordSendIntent(db: TDb, ref: TRef, signedSha256: string): Promise<string> {
  const [row] = await db
    .insert(integratorExchanges)
    .select(
      db
        .select({
          tenantId: documentFiles.tenantId,
          id: sql<string>`gen_random_uuid()`.as('id'),
          documentId: documentFiles.documentId,
          operation: sql<string>`'send'`.as('operation'),
          requestBase64: sql<null>`null`.as('request_base64'),
          requestPacked: documentFiles.content,
          requestPacking: documentFiles.packing,
          requestHash: documentFiles.sha256,
          responseDate: sql<null>`null`.as('response_date'),
          responseStatus: sql<null>`null`.as('response_status'),
          responseData: sql<null>`null`.as('response_data'),
          success: sql<boolean>`false`.as('success'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(documentFiles)
        .where(
          tenantWhere(
            documentFiles,
            ref.tenantId,
            eq(documentFiles.documentId, ref.documentId),
            eq(documentFiles.kind, 'signed'),
            eq(documentFiles.sha256, signedSha256),
          ),
        ),
    )
    .returning({ id: integratorExchanges.id });
  if (!row) throw new Error(`send intent of document ${ref.documentId}: its signed file changed`);
  return row.id;
}

/** Writes the integrator's answer into the send row written before the call. */
export async function recordSendAnswer(
  db: TDb,
  ref: TRef,
  intentId: string,
  exchange: TIntegratorExchange,
): Promise<void> {
  await db
    .update(integratorExchanges)
    .set({
      responseDate: exchange.responseDate,
      responseStatus: exchange.responseStatus,
      responseData: exchange.responseData,
      success: exchange.success,
    })
    .where(tenantWhere(integratorExchanges, ref.tenantId, eq(integratorExchanges.id, intentId)));
}
