import { sql } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { documentFiles } from '../db/schema/document-files';
import { integratorExchanges } from '../db/schema/integrator-exchanges';

/** A signed file to send: the document and the sha256 of the bytes that will leave. */
export type TSendIntent = { documentId: string; sha256: string };

/**
 * The send rows, written before the bytes leave: a row without an answer is a send whose outcome
 * is unknown (a crash or a timeout took the answer), so the integrator is asked before any other.
 * Each request is the stored signed file with that sha256, copied in its packed form (a few KB;
 * the stylesheet stays in document_blobs). Answers each document's send row id, or null when its
 * signed file changed meanwhile: nothing is recorded for it, and nothing may be sent.
 */
export async function recordSendIntents(
  db: Pick<TDb, 'insert' | 'select'>,
  tenantId: string,
  intents: readonly TSendIntent[],
): Promise<(string | null)[]> {
  if (intents.length === 0) return [];
  const wanted = JSON.stringify(intents.map((i) => ({ id: i.documentId, sha: i.sha256 })));
  const rows = await db
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
            tenantId,
            sql`${documentFiles.kind} = 'signed'`,
            sql`(${documentFiles.documentId}, ${documentFiles.sha256}) in (select v.id, v.sha from jsonb_to_recordset(${wanted}::jsonb) as v(id uuid, sha text))`,
          ),
        ),
    )
    .returning({ id: integratorExchanges.id, documentId: integratorExchanges.documentId });
  return intents.map((i) => rows.find((r) => r.documentId === i.documentId)?.id ?? null);
}
