import type { TListQuery } from './list-query';

/** The tenant and store a list was loaded for, e.g. `<tenant>:<store>`; null when signed out. */
export type TScopeKey = string | null;

export function scopeKeyOf(
  account: { tenantId: string | null; storeId: string | null } | null | undefined,
): TScopeKey {
  return account ? `${account.tenantId ?? ''}:${account.storeId ?? ''}` : null;
}

/**
 * Spec §2: changing the selected tenant or store clears filter and sort (a filter on another
 * tenant's stores or rows means nothing there). Null when nothing is to change.
 */
export function scopeResetChange(
  previous: TScopeKey,
  next: TScopeKey,
  query: TListQuery,
): Partial<TListQuery> | null {
  if (previous === null || next === null || previous === next) return null;
  if (query.filter.length === 0 && query.sort.length === 0) return null;
  return { filter: [], sort: [], page: 1 };
}
