import { and, asc, eq } from 'drizzle-orm';
import type { TPlan } from '../../../shared/registration/plans';
import type { TQueryable } from '../../db/queryable';
import { plans } from '../../db/schema/subscriptions';

// The catalogue is platform-wide: every tenant and every visitor reads the same rows.

export async function listPlans(db: TQueryable): Promise<TPlan[]> {
  return db
    .select({ code: plans.code, monthlyPriceKurus: plans.monthlyPriceKurus })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.priority), asc(plans.code));
}

export async function findActivePlan(db: TQueryable, code: string): Promise<TPlan | undefined> {
  const [row] = await db
    .select({ code: plans.code, monthlyPriceKurus: plans.monthlyPriceKurus })
    .from(plans)
    .where(and(eq(plans.code, code), eq(plans.isActive, true)));
  return row;
}
