import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { TTenant, TTenantListQuery } from '../../../shared/tenant/tenant';
import type { TDb } from '../../db/database';
import { tenants } from '../../db/schema/tenants';
import { users } from '../../db/schema/users';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import type { TScope } from '../../plugins/app/scope';
import type { TQueryable } from '../../db/queryable';

const columns = {
  tenant: tenants,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerPhone: users.phoneNumber,
  ownerEmail: users.email,
};

type TJoinedRow = {
  tenant: typeof tenants.$inferSelect;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerPhone: string | null;
  ownerEmail: string | null;
};

/** Owner contact details only when asked for (`exposeSensitiveData`, spec §7). */
function toTenant(row: TJoinedRow, sensitive: boolean): TTenant {
  const { tenant } = row;
  return {
    id: tenant.id,
    name: tenant.name,
    city: tenant.city,
    email: tenant.email,
    isActive: tenant.isActive,
    integrationId: tenant.integrationId,
    alternateId: tenant.alternateId,
    webSite: tenant.webSite,
    phoneNumber: tenant.phoneNumber,
    address: tenant.address,
    ownerProductId: tenant.ownerProductId,
    generatedOn: tenant.generatedOn.toISOString(),
    lastAccess: tenant.lastAccess?.toISOString() ?? null,
    accountOwnerId: tenant.accountOwnerId,
    accountOwnerFirstName: row.ownerFirstName,
    accountOwnerLastName: row.ownerLastName,
    accountOwnerPhoneNumber: sensitive ? row.ownerPhone : null,
    accountOwnerEmail: sensitive ? row.ownerEmail : null,
  };
}

/** Admins see every tenant; anyone else only their own (the route refuses them first). */
function scopeFilter(scope: Pick<TScope, 'isAdmin' | 'tenantId'>): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.tenantId) throw new Error('tenant list without a tenant scope');
  return eq(tenants.id, scope.tenantId);
}

const SORT_COLUMNS = {
  name: turkishOrder(tenants.name),
  city: turkishOrder(tenants.city),
  isActive: tenants.isActive,
  generatedOn: tenants.generatedOn,
} as const;

export async function listTenants(
  db: TDb,
  scope: Pick<TScope, 'isAdmin' | 'tenantId'>,
  query: TTenantListQuery,
) {
  const where = and(
    scopeFilter(scope),
    query.isActive === undefined ? undefined : eq(tenants.isActive, query.isActive),
    query.searchText
      ? or(
          foldedContains(tenants.name, query.searchText),
          foldedContains(tenants.city, query.searchText),
          foldedContains(users.email, query.searchText),
        )
      : undefined,
  );
  const sort = query.sort ?? { field: 'name', direction: 'asc' };
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(tenants)
      .leftJoin(users, eq(users.id, tenants.accountOwnerId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[sort.field]), asc(tenants.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(tenants)
      .leftJoin(users, eq(users.id, tenants.accountOwnerId))
      .where(where),
  ]);
  return { rows: rows.map((r) => toTenant(r, query.exposeSensitiveData)), rowCount: total?.n ?? 0 };
}

export async function findTenant(
  db: TQueryable,
  tenantId: string,
  opts: { sensitive: boolean },
): Promise<TTenant | null> {
  const [row] = await db
    .select(columns)
    .from(tenants)
    .leftJoin(users, eq(users.id, tenants.accountOwnerId))
    .where(eq(tenants.id, tenantId));
  return row ? toTenant(row, opts.sensitive) : null;
}

/** The tenant's name, or null when there is no such tenant. */
export async function findTenantName(
  db: Pick<TDb, 'select'>,
  tenantId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.name ?? null;
}
