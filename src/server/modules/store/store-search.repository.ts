import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { stores } from '../../db/schema/stores';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TStoreOption } from '../../../shared/organisation/selectors';

/** Stores of one tenant for the store selector; the tenant filter comes first (house style). */
export async function searchStores(
  db: TDb,
  tenantId: string,
  query: { searchText?: string | undefined; pageSize: number },
): Promise<TStoreOption[]> {
  const where: SQL[] = [eq(stores.tenantId, tenantId)];
  if (query.searchText) where.push(foldedContains(stores.name, query.searchText));
  return db
    .select({
      id: stores.id,
      name: stores.name,
      cityName: stores.cityName,
      isActive: stores.isActive,
    })
    .from(stores)
    .where(and(...where))
    .orderBy(turkishOrder(stores.name), stores.id)
    .limit(query.pageSize);
}
