import type { FastifyRequest } from 'fastify';
import type { TAccount, TPermission } from '../../../shared/auth/permissions';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';

/** What a request may see, resolved once from its token (design.md, tenancy). */
export type TScope = TAccount & {
  userId: string;
  tenantId: string | null;
  storeId: string | null;
  permissions: readonly TPermission[];
};

/** The scope of a route behind `app.auth.require`; reaching here without one is a programming error. */
export function scopeOf(request: FastifyRequest): TScope {
  if (!request.scope)
    throw new AppError('INTERNAL', {
      cause: 'Route used the request scope without an auth guard.',
    });
  return request.scope;
}

/** Tenant id for tenant-owned data; never "all tenants" (house style). */
export function requireTenant(scope: TScope): string {
  if (!scope.tenantId)
    throw new AppError('INTERNAL', { cause: 'Tenant scope required but the request has none.' });
  return scope.tenantId;
}

/** The data scope of a tenant's request: its tenant, and its store in store mode (spec §4). */
export function dataScopeOf(scope: TScope): TDataScope {
  return { tenantId: requireTenant(scope), storeId: scope.storeId };
}

/** A tenant-scoped request touching another tenant's resource is refused, never answered with data. */
export function assertTenantAccess(scope: TScope, tenantId: string): void {
  if (scope.isAdmin) return;
  if (scope.tenantId !== tenantId) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
}
