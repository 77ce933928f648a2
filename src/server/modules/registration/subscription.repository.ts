import { sql } from 'drizzle-orm';
import { PERIOD_MONTHS, type TBillingPeriod } from '../../../shared/registration/plans';
import type { TSubscription } from '../../../shared/registration/payment';
import type { TQueryable } from '../../db/queryable';
import { tenantWhere } from '../../db/data-scope';
import { tenantSubscriptions } from '../../db/schema/subscriptions';

const subscriptionColumns = {
  planCode: tenantSubscriptions.planCode,
  period: tenantSubscriptions.period,
  startsAt: tenantSubscriptions.startsAt,
  endsAt: tenantSubscriptions.endsAt,
};

function toSubscription(row: {
  planCode: string;
  period: string;
  startsAt: Date;
  endsAt: Date;
}): TSubscription {
  return {
    planCode: row.planCode,
    period: row.period as TBillingPeriod,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

export async function findSubscription(
  db: TQueryable,
  tenantId: string,
): Promise<TSubscription | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(tenantSubscriptions)
    .where(tenantWhere(tenantSubscriptions, tenantId));
  return row ? toSubscription(row) : null;
}

/**
 * The plan, from now for the months the period covers. One per tenant (unique index): undefined
 * when the tenant already had one.
 */
export async function insertSubscription(
  db: TQueryable,
  tenantId: string,
  values: { planCode: string; period: TBillingPeriod; paymentAttemptId: string },
): Promise<TSubscription | undefined> {
  const months = PERIOD_MONTHS[values.period].covered;
  const [row] = await db
    .insert(tenantSubscriptions)
    .values({
      tenantId,
      ...values,
      startsAt: sql`now()`,
      endsAt: sql`now() + make_interval(months => ${months})`,
    })
    .onConflictDoNothing()
    .returning(subscriptionColumns);
  return row ? toSubscription(row) : undefined;
}
