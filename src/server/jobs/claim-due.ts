import { and, getTableColumns, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import type { TPipelineDocument } from './pipeline-document';

export type TPipelineStep = 'prepare' | 'send' | 'track' | 'cancel';

/** The session advisory lock a document is worked on under (the same key in every process). */
export const documentLockKey = (id: unknown) =>
  sql`hashtextextended('document:' || ${id}::text, 0)`;

/**
 * Claims up to `limit` documents whose next step is due, in one statement: the rows are taken
 * with `for update skip locked` (two claims never take the same row), each gets its session
 * advisory lock on the claiming connection (a document whose step still runs elsewhere, its lease
 * run out, is skipped) and its next check pushed past the lease (a claimer that dies only delays
 * the document until then). Returns the claimed rows as they are now: no step re-reads them.
 * `skip`: documents this process already has in hand (its session would take their lock again).
 */
export async function claimDueDocuments(
  db: TDb,
  opts: { limit: number; leaseSeconds: number; skip: readonly string[] },
): Promise<TPipelineDocument[]> {
  const due = db.$with('due').as(
    db
      .select({ tenantId: documents.tenantId, id: documents.id })
      .from(documents)
      .where(
        and(
          isNotNull(documents.pipelineStep),
          lte(documents.nextCheckAt, sql`now()`),
          opts.skip.length > 0 ? notInArray(documents.id, [...opts.skip]) : undefined,
        ),
      )
      .orderBy(documents.nextCheckAt)
      .limit(opts.limit)
      .for('update', { skipLocked: true }),
  );
  // A CTE calling a volatile function is never inlined: each due row is tried exactly once, and
  // every row locked here is updated and returned below.
  const locked = db.$with('locked').as(
    db
      .select({ tenantId: due.tenantId, id: due.id })
      .from(due)
      .where(sql`pg_try_advisory_lock(${documentLockKey(due.id)})`),
  );
  return db
    .with(due, locked)
    .update(documents)
    .set({
      nextCheckAt: sql`now() + make_interval(secs => ${opts.leaseSeconds})`,
      updatedAt: sql`${documents.updatedAt}`,
    })
    .from(locked)
    .where(sql`${documents.tenantId} = ${locked.tenantId} and ${documents.id} = ${locked.id}`)
    .returning(getTableColumns(documents));
}

/** Gives up the documents' advisory locks taken by claimDueDocuments on this connection. */
export async function releaseDocumentLocks(db: TDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`select pg_advisory_unlock(${documentLockKey(sql`x`)}) from unnest(${sql.param([...ids])}::text[]) x`,
  );
}

/** The earliest moment any step is due, so an idle pipeline can sleep until then. */
export async function nextDueAt(db: TDb): Promise<Date | null> {
  const { rows } = await db.execute<{ at: string | null }>(
    sql`select min(next_check_at) as at from documents where pipeline_step is not null`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
