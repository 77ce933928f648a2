import { and, type SQL } from 'drizzle-orm';
import { tenantWhere, type TDataScope, type TTenantTable } from '../../db/data-scope';

/**
 * Whose data the global search reads: every tenant for a platform administrator (the audited
 * admin path, row-level security bypassed), else the request's tenant, and its store in store mode.
 */
export type TSearchScope = { kind: 'all' } | { kind: 'tenant'; data: TDataScope };

/** The tenant condition of a scoped search, then `more`; only `more` on the administrator's path. */
export function scopeWhere(
  table: TTenantTable,
  scope: TSearchScope,
  ...more: (SQL | undefined)[]
): SQL | undefined {
  return scope.kind === 'tenant' ? tenantWhere(table, scope.data, ...more) : and(...more);
}
