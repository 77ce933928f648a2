import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccount, type TAccount } from '../../../shared/auth/account';
import { ApiError, apiRequest } from '../api-client';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** The signed-in account, or null when signed out (the session cookie is HTTP-only). */
export async function getAccount(): Promise<TAccount | null> {
  try {
    return await apiRequest('/api/auth/me', { schema: ZAccount, skipAuthRedirect: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// Sign-in, scope changes and logout replace it explicitly, so it never goes stale on its own.
export const accountQueryOptions = queryOptions({
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: getAccount,
  staleTime: Infinity,
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
