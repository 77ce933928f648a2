import { and, eq, type SQL } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import { requireTenant, type TScope } from '../../plugins/app/scope';

/** The tenant always; the store too when the session is in store mode (spec §4). */
export type TInvoiceScope = { tenantId: string; storeId: string | null };

export function invoiceScope(scope: TScope): TInvoiceScope {
  return { tenantId: requireTenant(scope), storeId: scope.storeId };
}

/** Tenant first (house style: every query starts with the tenant), then the selected store. */
export function scopedDocuments(scope: TInvoiceScope, ...more: (SQL | undefined)[]): SQL {
  if (!scope.tenantId) throw new Error('invoice query without a tenant');
  const where = and(
    eq(documents.tenantId, scope.tenantId),
    scope.storeId ? eq(documents.storeId, scope.storeId) : undefined,
    ...more,
  );
  if (!where) throw new Error('unreachable: tenant condition missing');
  return where;
}
