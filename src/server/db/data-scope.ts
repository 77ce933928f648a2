import {
  and,
  eq,
  isNull,
  or,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { stores } from './schema/stores';

/**
 * Whose data a query reads or writes: the tenant always, the store too when the session is narrowed
 * to one (spec §4 store mode). Code that knows only a tenant (pipeline, POS, start-up) passes the
 * tenant id itself to `tenantWhere`, which then never narrows to a store.
 */
export type TDataScope = { tenantId: string; storeId: string | null };

/**
 * A scope given as parameters of a prepared statement (`sql.placeholder`), bound to the request's
 * scope each time it runs: the statement is built once per shape, its tenant condition never left
 * out. A placeholder without a value makes the statement fail, never match every tenant.
 */
export type TBoundScope = { tenantId: Placeholder; storeId: Placeholder | null };

/** A table that holds tenant-owned rows; a table without `tenantId` does not type-check. */
export type TTenantTable = Table & { tenantId: AnyColumn };

function storeColumnOf(table: TTenantTable): AnyColumn | undefined {
  // The stores table is the store itself: its own id is the store column (an alias of it is not
  // recognised, so a query on one narrows to the store itself).
  if (table === stores) return stores.id;
  return 'storeId' in table ? (table.storeId as AnyColumn) : undefined;
}

function tenantIdOf(scope: TDataScope | TBoundScope | string): string | Placeholder {
  const tenantId = typeof scope === 'string' ? scope : scope.tenantId;
  // A query without a tenant would read every tenant's rows: a programming error, never a filter.
  if (!tenantId) throw new Error('tenant-owned query without a tenant');
  return tenantId;
}

/**
 * The one tenant condition (house style: every query starts with the tenant): `tenant_id` first,
 * then the scope's store when the table has one, then the caller's own conditions.
 */
export function tenantWhere(
  table: TTenantTable,
  scope: TDataScope | TBoundScope | string,
  ...more: (SQL | undefined)[]
): SQL {
  const storeId = typeof scope === 'string' ? null : scope.storeId;
  const storeColumn = storeColumnOf(table);
  const where = and(
    eq(table.tenantId, tenantIdOf(scope)),
    storeId && storeColumn ? eq(storeColumn, storeId) : undefined,
    ...more,
  );
  if (!where) throw new Error('unreachable: tenant condition missing');
  return where;
}

/** Rows of the tenant or shared by all tenants (`tenant_id is null`), e.g. platform-wide flags. */
export function tenantOrSharedWhere(
  table: TTenantTable,
  scope: TDataScope | string,
  ...more: (SQL | undefined)[]
): SQL {
  const where = and(or(isNull(table.tenantId), eq(table.tenantId, tenantIdOf(scope))), ...more);
  if (!where) throw new Error('unreachable: tenant condition missing');
  return where;
}
