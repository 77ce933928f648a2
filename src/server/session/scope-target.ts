import { ADMIN_USER_TYPE } from '../../shared/auth/permissions';
import { AppError } from '../lib/app-error';
import type { TQueryable } from '../db/queryable';
import { findStoreName } from '../modules/store/store.public';
import { findTenantName } from '../modules/tenant/tenant.public';
import type { TUserRow } from '../modules/users/users.public';

export type TScopeTarget = {
  tenantId: string | null;
  storeId: string | null;
  companyName: string | null;
};

/**
 * Spec §4: admins may select any tenant or none; everyone else always works in their own tenant,
 * and asking for another one is refused. A store must belong to the selected tenant.
 */
export async function resolveScopeTarget(
  db: TQueryable,
  user: TUserRow,
  requested: { tenantId?: string | null | undefined; storeId?: string | null | undefined },
): Promise<TScopeTarget> {
  const isAdmin = user.userType === ADMIN_USER_TYPE;
  let tenantId: string | null;
  if (isAdmin) {
    tenantId = requested.tenantId ?? null;
  } else {
    if (requested.tenantId && requested.tenantId !== user.tenantId) {
      throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
    }
    tenantId = user.tenantId;
  }
  if (tenantId === null) {
    if (requested.storeId) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
    return { tenantId: null, storeId: null, companyName: null };
  }
  const companyName = await findTenantName(db, tenantId);
  if (companyName === null) {
    // Only an admin can name a tenant that does not exist; a tenant user's own tenant always does.
    throw new AppError('NOT_FOUND', { reason: 'tenant' });
  }
  let storeId: string | null = null;
  if (requested.storeId) {
    const store = await findStoreName(db, tenantId, requested.storeId);
    if (!store) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
    storeId = store.id;
  }
  return { tenantId, storeId, companyName };
}
