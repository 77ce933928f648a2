import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/queryable';
import { featureFlags } from '../../db/schema/settings';
import { tenants } from '../../db/schema/tenants';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type {
  TFeatureFlagListQuery,
  TFeatureFlagRow,
} from '../../../shared/feature-flags/feature-flag-admin';

/**
 * Every flag row, all tenants' included: the administrators' list (an admin-only route, so the
 * data context is the audited admin path).
 */
export type TFlagColumns = {
  name: string;
  environmentScope: string;
  isActive: boolean;
  tenantId: string | null;
  description: string | null;
};

const ROW = {
  id: featureFlags.id,
  name: featureFlags.name,
  environmentScope: featureFlags.environmentScope,
  isActive: featureFlags.isActive,
  tenantId: featureFlags.tenantId,
  tenantName: tenants.name,
  description: featureFlags.description,
  updatedAt: featureFlags.updatedAt,
};

type TRowRecord = Omit<TFeatureFlagRow, 'updatedAt'> & { updatedAt: Date };
const toRow = (r: TRowRecord): TFeatureFlagRow => ({ ...r, updatedAt: r.updatedAt.toISOString() });

function listWhere(query: TFeatureFlagListQuery): SQL | undefined {
  return query.searchText ? foldedContains(featureFlags.name, query.searchText) : undefined;
}

export async function listFlagRows(
  db: Pick<TQueryable, 'select'>,
  query: TFeatureFlagListQuery,
): Promise<{ rows: TFeatureFlagRow[]; rowCount: number }> {
  const where = listWhere(query);
  const [total] = await db.select({ n: count() }).from(featureFlags).where(where);
  const rows = await db
    .select(ROW)
    .from(featureFlags)
    .leftJoin(tenants, eq(tenants.id, featureFlags.tenantId))
    .where(where)
    .orderBy(
      asc(featureFlags.name),
      asc(featureFlags.environmentScope),
      asc(turkishOrder(tenants.name)),
    )
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return { rows: rows.map(toRow), rowCount: total?.n ?? 0 };
}

export async function findFlagRow(
  db: Pick<TQueryable, 'select'>,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TFeatureFlagRow | undefined> {
  const query = db
    .select(ROW)
    .from(featureFlags)
    .leftJoin(tenants, eq(tenants.id, featureFlags.tenantId))
    .where(eq(featureFlags.id, id));
  const [row] = opts.forUpdate ? await query.for('update', { of: featureFlags }) : await query;
  return row ? toRow(row) : undefined;
}

export async function insertFlag(db: Pick<TQueryable, 'insert'>, flag: TFlagColumns) {
  const [row] = await db.insert(featureFlags).values(flag).returning({ id: featureFlags.id });
  if (!row) throw new Error('feature flag insert returned nothing');
  return row.id;
}

export async function updateFlag(db: Pick<TQueryable, 'update'>, id: string, flag: TFlagColumns) {
  await db
    .update(featureFlags)
    .set({ ...flag, updatedAt: new Date() })
    .where(eq(featureFlags.id, id));
}

export async function deleteFlag(db: Pick<TQueryable, 'delete'>, id: string): Promise<boolean> {
  const rows = await db
    .delete(featureFlags)
    .where(eq(featureFlags.id, id))
    .returning({ id: featureFlags.id });
  return rows.length > 0;
}
