import type { TAccount } from '../../../../shared/auth/account';

/** Spec §4: organisation-wide, one tenant, or one store. */
export type TScopeLevel = 'organisation' | 'tenant' | 'store';

export type TScopeTarget = {
  tenantId: string | null;
  storeId: string | null;
  /** Shown in the confirm dialog; null for "no tenant" or "all stores". */
  name: string | null;
};

export function scopeLevel(scope: {
  tenantId: string | null;
  storeId: string | null;
}): TScopeLevel {
  if (scope.storeId !== null) return 'store';
  return scope.tenantId !== null ? 'tenant' : 'organisation';
}

export type TScopeChange = {
  from: TScopeLevel;
  to: TScopeLevel;
  /** Spec §2 Layout: a change of level gets the stronger warning. */
  levelChanged: boolean;
  /** A new tenant means new tokens and a fresh start page (spec §4). */
  tenantChanged: boolean;
};

export function describeScopeChange(
  current: Pick<TAccount, 'tenantId' | 'storeId'>,
  target: Pick<TScopeTarget, 'tenantId' | 'storeId'>,
): TScopeChange {
  const from = scopeLevel(current);
  const to = scopeLevel(target);
  return {
    from,
    to,
    levelChanged: from !== to,
    tenantChanged: current.tenantId !== target.tenantId,
  };
}

/** Nothing to confirm when the choice is the current scope. */
export function isSameScope(
  current: Pick<TAccount, 'tenantId' | 'storeId'>,
  target: Pick<TScopeTarget, 'tenantId' | 'storeId'>,
): boolean {
  return current.tenantId === target.tenantId && current.storeId === target.storeId;
}
