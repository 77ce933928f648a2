import { eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/queryable';
import { tenantWhere } from '../../db/data-scope';
import { paymentAttempts } from '../../db/schema/subscriptions';
import { tenants } from '../../db/schema/tenants';
import type { TChargeOutcome } from '../../payments/payment-provider';

export type TPaymentAttempt = typeof paymentAttempts.$inferSelect;
type TNewAttempt = Omit<
  typeof paymentAttempts.$inferInsert,
  'tenantId' | 'id' | 'status' | 'completedAt' | 'createdAt'
>;

/** Statuses whose outcome the provider has not told us yet. */
const UNSETTLED = ['pending', 'timeout'];

/**
 * Holds the tenant's row until the transaction ends, so one tenant's payment attempts are
 * recorded one at a time (the check for a plan or a payment in flight cannot race).
 */
export async function lockTenantForPayment(db: TQueryable, tenantId: string): Promise<void> {
  // The tenants table is the tenant itself: its id is the tenant id (no tenantWhere).
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export async function findAttemptByKey(
  db: TQueryable,
  tenantId: string,
  idempotencyKey: string,
): Promise<TPaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      tenantWhere(paymentAttempts, tenantId, eq(paymentAttempts.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** Another attempt whose answer has not come, started within the last `seconds`. */
export async function hasAttemptInFlight(
  db: TQueryable,
  tenantId: string,
  idempotencyKey: string,
  seconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      tenantWhere(
        paymentAttempts,
        tenantId,
        ne(paymentAttempts.idempotencyKey, idempotencyKey),
        inArray(paymentAttempts.status, UNSETTLED),
        gt(paymentAttempts.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAttempt(
  db: TQueryable,
  tenantId: string,
  values: TNewAttempt,
): Promise<TPaymentAttempt> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({ ...values, tenantId, status: 'pending' })
    .returning();
  if (!row) throw new Error('payment attempt insert returned nothing');
  return row;
}

export async function markAttemptTimedOut(
  db: TQueryable,
  tenantId: string,
  attemptId: string,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'timeout' })
    .where(
      tenantWhere(
        paymentAttempts,
        tenantId,
        eq(paymentAttempts.id, attemptId),
        eq(paymentAttempts.status, 'pending'),
      ),
    );
}

/**
 * Writes the provider's answer into an attempt that still waits for one; returns the row when this
 * call settled it, undefined when another request already had (the same key asked twice).
 */
export async function settleAttempt(
  db: TQueryable,
  tenantId: string,
  attemptId: string,
  outcome: TChargeOutcome,
): Promise<TPaymentAttempt | undefined> {
  const [row] = await db
    .update(paymentAttempts)
    .set({
      status: outcome.status,
      declineCode: outcome.status === 'declined' ? outcome.declineCode : null,
      providerReference: outcome.reference,
      cardToken: outcome.status === 'approved' ? outcome.cardToken : null,
      completedAt: sql`now()`,
    })
    .where(
      tenantWhere(
        paymentAttempts,
        tenantId,
        eq(paymentAttempts.id, attemptId),
        inArray(paymentAttempts.status, UNSETTLED),
      ),
    )
    .returning();
  return row;
}
