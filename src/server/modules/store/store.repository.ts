import { and, asc, count, desc, eq, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { stores } from '../../db/schema/stores';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TStoreSummary } from '../../../shared/store/store';
import type { TStoreListQuery } from '../../../shared/store/store-list';

/** Tenant, and the store when the session is narrowed to one (spec §4 store mode). */
export type TStoreScope = { tenantId: string; storeId: string | null };

export type TStoreRow = typeof stores.$inferSelect;

/** The tenant filter comes first, then the store of a store-scoped session (house style). */
export function scopeWhere(scope: TStoreScope): SQL[] {
  const where: SQL[] = [eq(stores.tenantId, scope.tenantId)];
  if (scope.storeId) where.push(eq(stores.id, scope.storeId));
  return where;
}

export const summaryColumns = {
  id: stores.id,
  name: stores.name,
  taxNo: stores.taxNo,
  taxOffice: stores.taxOffice,
  cityName: stores.cityName,
  phoneNumber: stores.phoneNumber,
  email: stores.email,
  integrationId: stores.integrationId,
  isActive: stores.isActive,
};

function orderOf(sort: TStoreListQuery['sort']): SQL[] {
  const { field, direction } = sort ?? { field: 'name', direction: 'asc' };
  const dir = direction === 'desc' ? desc : asc;
  const byText = (c: AnyColumn) =>
    direction === 'desc' ? desc(turkishOrder(c)) : asc(turkishOrder(c));
  switch (field) {
    case 'cityName':
      return [byText(stores.cityName), asc(turkishOrder(stores.name))];
    case 'taxNo':
      return [dir(stores.taxNo)];
    case 'isActive':
      return [dir(stores.isActive), asc(turkishOrder(stores.name))];
    case 'createdAt':
      return [dir(stores.createdAt)];
    default:
      return [byText(stores.name)];
  }
}

export async function listStores(
  db: TDb,
  scope: TStoreScope,
  query: TStoreListQuery,
): Promise<{ list: TStoreSummary[]; rowCount: number }> {
  const where = scopeWhere(scope);
  if (query.searchText) {
    const search = or(
      foldedContains(stores.name, query.searchText),
      foldedContains(stores.cityName, query.searchText),
      foldedContains(stores.taxNo, query.searchText),
      foldedContains(stores.integrationId, query.searchText),
    );
    if (search) where.push(search);
  }
  if (query.isActive !== undefined) where.push(eq(stores.isActive, query.isActive));
  const [total] = await db
    .select({ n: count() })
    .from(stores)
    .where(and(...where));
  const list = await db
    .select(summaryColumns)
    .from(stores)
    .where(and(...where))
    .orderBy(...orderOf(query.sort), asc(stores.id))
    .limit(query.PageSize)
    .offset((query.PageNumber - 1) * query.PageSize);
  return { list, rowCount: total?.n ?? 0 };
}

export async function findStore(
  db: Pick<TDb, 'select'>,
  scope: TStoreScope,
  id: string,
): Promise<TStoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(...scopeWhere(scope), eq(stores.id, id)));
  return row;
}

export async function findStoreNames(
  db: TDb,
  scope: TStoreScope,
  input: { storeIds: string[]; integrationIds: string[] },
) {
  const match: SQL[] = [];
  if (input.storeIds.length) match.push(inArray(stores.id, input.storeIds));
  if (input.integrationIds.length) match.push(inArray(stores.integrationId, input.integrationIds));
  const any = or(...match);
  if (!any) return [];
  return db
    .select({ id: stores.id, name: stores.name, integrationId: stores.integrationId })
    .from(stores)
    .where(and(...scopeWhere(scope), any))
    .orderBy(turkishOrder(stores.name), stores.id);
}

/** Every store of one tenant, for administrators (`GET /api/administrative/tenant/{tenant}/store`). */
export async function listTenantStores(db: TDb, tenantId: string): Promise<TStoreSummary[]> {
  return db
    .select(summaryColumns)
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(turkishOrder(stores.name), stores.id);
}
