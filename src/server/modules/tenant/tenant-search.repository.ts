import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenants } from '../../db/schema/tenants';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TTenantOption } from '../../../shared/organisation/selectors';

/** Tenants for the selector: admins search all, anyone else only sees their own tenant. */
export async function searchTenants(
  db: TDb,
  scope: { isAdmin: boolean; tenantId: string | null },
  query: { searchText?: string | undefined; pageSize: number },
): Promise<TTenantOption[]> {
  const where: SQL[] = [];
  if (!scope.isAdmin) {
    if (!scope.tenantId) return [];
    where.push(eq(tenants.id, scope.tenantId));
  }
  if (query.searchText) where.push(foldedContains(tenants.name, query.searchText));
  return db
    .select({ id: tenants.id, name: tenants.name, city: tenants.city, isActive: tenants.isActive })
    .from(tenants)
    .where(and(...where))
    .orderBy(turkishOrder(tenants.name), tenants.id)
    .limit(query.pageSize);
}
