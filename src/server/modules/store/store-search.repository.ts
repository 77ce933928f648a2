import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { stores } from '../../db/schema/stores';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TStoreOption } from '../../../shared/organisation/selectors';

/** Stores of one tenant for the store selector; the tenant filter comes first (house style). */
export async function searchStores(
  db: TDb,
  tenantId: string,
  query: { searchText?: string | undefined; pageSize: number },
): Promise<TStoreOption[]> {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      cityName: stores.cityName,
      isActive: stores.isActive,
    })
    .from(stores)
    .where(
      tenantWhere(
        stores,
        tenantId,
        query.searchText ? foldedContains(stores.name, query.searchText) : undefined,
      ),
    )
    .orderBy(turkishOrder(stores.name), stores.id)
    .limit(query.pageSize);
}
