import { and, inArray, isNull } from 'drizzle-orm';
import { tenantOrSharedWhere } from '../../db/data-scope';
import type { TFeatureFlag } from '../../../shared/auth/feature-flags';
import type { TDb } from '../../db/database';
import { featureFlags } from '../../db/schema/settings';

export type TFlagRow = Pick<
  typeof featureFlags.$inferSelect,
  'name' | 'environmentScope' | 'tenantId' | 'isActive'
>;

/** A tenant's own row beats the all-tenants row; an exact environment beats the '*' wildcard. */
function specificity(row: TFlagRow): number {
  return (row.tenantId === null ? 0 : 2) + (row.environmentScope === '*' ? 0 : 1);
}

/** Spec §6: flags are active by name, by environment scope or wildcard, and per tenant. */
export function resolveFlags(rows: readonly TFlagRow[]): TFeatureFlag[] {
  const chosen = new Map<string, TFlagRow>();
  for (const row of rows) {
    const current = chosen.get(row.name);
    if (!current || specificity(row) > specificity(current)) chosen.set(row.name, row);
  }
  return [...chosen.values()]
    .map((row) => ({ name: row.name, isActive: row.isActive }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function listFeatureFlags(
  db: TDb,
  scope: { environment: string; tenantId: string | null },
): Promise<TFeatureFlag[]> {
  const rows = await db
    .select({
      name: featureFlags.name,
      environmentScope: featureFlags.environmentScope,
      tenantId: featureFlags.tenantId,
      isActive: featureFlags.isActive,
    })
    .from(featureFlags)
    .where(
      and(
        inArray(featureFlags.environmentScope, [scope.environment, '*']),
        scope.tenantId === null
          ? isNull(featureFlags.tenantId)
          : tenantOrSharedWhere(featureFlags, scope.tenantId),
      ),
    );
  return resolveFlags(rows);
}
