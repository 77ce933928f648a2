import { asc, count, desc, eq, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { stores } from '../../db/schema/stores';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TStoreSummary } from '../../../shared/store/store';
import type { TStoreListQuery } from '../../../shared/store/store-list';

export type TStoreRow = typeof stores.$inferSelect;

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
  scope: TDataScope,
  query: TStoreListQuery,
): Promise<{ list: TStoreSummary[]; rowCount: number }> {
  const where: SQL[] = [];
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
    .where(tenantWhere(stores, scope, ...where));
  const list = await db
    .select(summaryColumns)
    .from(stores)
    .where(tenantWhere(stores, scope, ...where))
    .orderBy(...orderOf(query.sort), asc(stores.id))
    .limit(query.PageSize)
    .offset((query.PageNumber - 1) * query.PageSize);
  return { list, rowCount: total?.n ?? 0 };
}

/** One store inside the scope; `forUpdate` locks its row for a change. */
export async function findStore(
  db: Pick<TDb, 'select'>,
  scope: TDataScope,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TStoreRow | undefined> {
  const query = db
    .select()
    .from(stores)
    .where(tenantWhere(stores, scope, eq(stores.id, id)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The listed stores inside the scope, locked for an activation change. */
export async function lockStores(
  db: Pick<TDb, 'select'>,
  scope: TDataScope,
  ids: string[],
): Promise<{ id: string; isActive: boolean }[]> {
  return db
    .select({ id: stores.id, isActive: stores.isActive })
    .from(stores)
    .where(tenantWhere(stores, scope, inArray(stores.id, ids)))
    .for('update');
}

type TStoreValues = Omit<typeof stores.$inferInsert, 'tenantId' | 'id'>;

export async function insertStore(
  db: Pick<TDb, 'insert'>,
  tenantId: string,
  values: TStoreValues,
): Promise<TStoreRow | undefined> {
  const [row] = await db
    .insert(stores)
    .values({ tenantId, ...values })
    .returning();
  return row;
}

/** Changes one store of the tenant; undefined when it is not there. */
export async function updateStoreRow(
  db: Pick<TDb, 'update'>,
  tenantId: string,
  id: string,
  values: Partial<TStoreValues>,
): Promise<TStoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set(values)
    .where(tenantWhere(stores, tenantId, eq(stores.id, id)))
    .returning();
  return row;
}

export async function findStoreNames(
  db: TDb,
  scope: TDataScope,
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
    .where(tenantWhere(stores, scope, any))
    .orderBy(turkishOrder(stores.name), stores.id);
}

/** Every store of one tenant, for administrators (`GET /api/administrative/tenant/{tenant}/store`). */
export async function listTenantStores(db: TDb, tenantId: string): Promise<TStoreSummary[]> {
  return db
    .select(summaryColumns)
    .from(stores)
    .where(tenantWhere(stores, tenantId))
    .orderBy(turkishOrder(stores.name), stores.id);
}

/** A store of the tenant by id, with its name; undefined when the tenant has no such store. */
export async function findStoreName(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  storeId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(tenantWhere(stores, tenantId, eq(stores.id, storeId)));
  return row;
}
