import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { exportRequests } from '../../db/schema/export-requests';

export type TExportRequestValues = Omit<typeof exportRequests.$inferInsert, 'tenantId' | 'id'>;
export type TExportRequestRow = typeof exportRequests.$inferSelect;

/** A pending request the export job has claimed for one run (see claimDueExports). */
export type TClaimedExport = { tenantId: string; exportRequestId: string };

/** Failure reasons are for operators; long driver messages are cut to this many characters. */
const REASON_MAX = 500;

/** Records one export of the document list for the scope's tenant; returns its id. */
export async function insertExportRequest(
  db: Pick<TDb, 'insert'>,
  scope: TDataScope,
  values: TExportRequestValues,
): Promise<string | undefined> {
  const [row] = await db
    .insert(exportRequests)
    .values({ tenantId: scope.tenantId, ...values })
    .returning({ id: exportRequests.id });
  return row?.id;
}

/** One of the user's own export requests in the scope's tenant, or null. */
export async function findOwnExportRequest(
  db: Pick<TDb, 'select'>,
  scope: TDataScope,
  userId: string | null,
  id: string,
): Promise<TExportRequestRow | null> {
  if (!userId) return null;
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(
      tenantWhere(
        exportRequests,
        scope,
        eq(exportRequests.id, id),
        eq(exportRequests.userId, userId),
      ),
    );
  return row ?? null;
}

/** The request a claimed run works on, inside its tenant. */
export async function findExportRequest(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  id: string,
): Promise<TExportRequestRow | null> {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(tenantWhere(exportRequests, tenantId, eq(exportRequests.id, id)));
  return row ?? null;
}

/**
 * Across tenants (system access): first fails pending requests whose mail may already have left
 * (`mailing_at` set, lease run out: the worker died while sending), so nobody gets the file twice;
 * then claims pending requests that no live worker holds and pushes their lease forward, in one
 * statement, so two workers never claim the same request.
 */
export async function claimDueExports(
  db: TDb,
  opts: { limit: number; leaseSeconds: number; maxAttempts: number },
): Promise<TClaimedExport[]> {
  await db.execute(sql`
    update export_requests
       set status = 'failed', completed_at = now(),
           failure_reason = case when mailing_at is not null
             then 'interrupted while mailing' else 'gave up after repeated interruptions' end
     where status = 'pending' and lease_until < now()
       and (mailing_at is not null or attempts >= ${opts.maxAttempts})`);
  const claimed = await db.execute<{ tenant_id: string; id: string }>(sql`
    with due as (
      select tenant_id, id from export_requests
       where status = 'pending' and (lease_until is null or lease_until < now())
         and mailing_at is null and attempts < ${opts.maxAttempts}
       order by created_at
       limit ${opts.limit}
       for update skip locked)
    update export_requests e
       set lease_until = now() + make_interval(secs => ${opts.leaseSeconds}),
           attempts = e.attempts + 1
      from due
     where e.tenant_id = due.tenant_id and e.id = due.id
    returning e.tenant_id, e.id`);
  return claimed.rows.map((r) => ({ tenantId: r.tenant_id, exportRequestId: r.id }));
}

/** The earliest moment a pending request's lease runs out (null: none pending or all free now). */
export async function nextExportLeaseEnd(db: TDb): Promise<Date | null> {
  const res = await db.execute<{ at: Date | string | null }>(
    sql`select min(lease_until) as at from export_requests where status = 'pending'`,
  );
  const at = res.rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Marks that the mail is about to be sent; from here on the request is never mailed again. */
export async function markExportMailing(db: TDb, claim: TClaimedExport): Promise<void> {
  await db.update(exportRequests).set({ mailingAt: new Date() }).where(pendingClaim(claim));
}

export async function markExportDone(
  db: TDb,
  claim: TClaimedExport,
  rowCount: number,
): Promise<void> {
  await db
    .update(exportRequests)
    .set({ status: 'done', rowCount, completedAt: new Date(), leaseUntil: null })
    .where(pendingClaim(claim));
}

export async function markExportFailed(
  db: TDb,
  claim: TClaimedExport,
  reason: string,
  rowCount: number | null,
): Promise<void> {
  await db
    .update(exportRequests)
    .set({
      status: 'failed',
      rowCount,
      failureReason: reason.slice(0, REASON_MAX),
      completedAt: new Date(),
      leaseUntil: null,
    })
    .where(pendingClaim(claim));
}

function pendingClaim(claim: TClaimedExport) {
  return tenantWhere(
    exportRequests,
    claim.tenantId,
    and(eq(exportRequests.id, claim.exportRequestId), eq(exportRequests.status, 'pending')),
  );
}
