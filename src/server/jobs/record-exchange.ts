import type { TSqlRunner } from './pipeline-statements';

/** A signed file to send: the document and the sha256 of the bytes that will leave. */
export type TSendIntent = { documentId: string; sha256: string };

const RECORD_SEND_INTENTS = {
  // Driven by the wanted files, each read through the primary key (tenant, document, kind): the
  // `limit` keeps the lookup per wanted file, where stale statistics on a fast-growing table had
  // the planner walk every signed file of the tenant for each batch.
  text: `insert into integrator_exchanges (tenant_id, id, document_id, operation, request_base64,
           request_packed, request_packing, request_hash, response_date, response_status,
           response_data, success, created_at)
         select f.tenant_id, gen_random_uuid(), f.document_id, 'send', null, f.content, f.packing,
           f.sha256, null, null, null, false, now()
         from (select distinct * from unnest($2::uuid[], $3::text[])) as v(id, sha)
         cross join lateral (
           select * from document_files f
           where f.tenant_id = $1 and f.document_id = v.id and f.kind = 'signed' and f.sha256 = v.sha
           limit 1
         ) f
         returning id, document_id`,
};

/**
 * The send rows, written before the bytes leave: a row without an answer is a send whose outcome
 * is unknown (a crash or a timeout took the answer), so the integrator is asked before any other.
 * Each request is the stored signed file with that sha256, copied in its packed form (a few KB;
 * the stylesheet stays in document_blobs). Answers each document's send row id, or null when its
 * signed file changed meanwhile: nothing is recorded for it, and nothing may be sent.
 */
export async function recordSendIntents(
  db: TSqlRunner,
  tenantId: string,
  intents: readonly TSendIntent[],
): Promise<(string | null)[]> {
  if (intents.length === 0) return [];
  const { rows } = await db.query<{ id: string; document_id: string }>({
    ...RECORD_SEND_INTENTS,
    values: [tenantId, intents.map((i) => i.documentId), intents.map((i) => i.sha256)],
  });
  return intents.map((i) => rows.find((r) => r.document_id === i.documentId)?.id ?? null);
}

const ACCEPTED_SEND = {
  // The document's send rows through its index (tenant, document, created_at), newest first.
  text: `select created_at from integrator_exchanges
         where tenant_id = $1 and document_id = $2 and operation = 'send'
           and request_hash = $3 and send_outcome in ('accepted', 'already-registered')
           and ($4::timestamptz is null or created_at >= $4)
         order by created_at desc limit 1`,
};

/**
 * When the integrator took these very bytes, by our own record: the newest send of the signed
 * file `sha256` whose answer was accepted (or "already registered"), since `since` (a redelivery
 * request sends the same file anew). Null when none was: only then may the file leave again.
 */
export async function acceptedSendAt(
  db: TSqlRunner,
  ref: { tenantId: string; documentId: string },
  sha256: string,
  since: Date | null,
): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date }>({
    ...ACCEPTED_SEND,
    values: [ref.tenantId, ref.documentId, sha256, since],
  });
  return rows[0]?.created_at ?? null;
}
