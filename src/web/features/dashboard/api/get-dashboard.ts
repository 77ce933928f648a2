import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboard, type TDashboardQuery } from '../../../../shared/dashboard/dashboard';
import { apiRequest } from '../../../lib/api-client';

export function getDashboard(query: TDashboardQuery, signal?: AbortSignal) {
  return apiRequest('/api/dashboard', {
    query: { ...query },
    schema: ZDashboard,
    signal,
  });
}

type TScopeKey = { tenantId: string | null; storeId: string | null };

/** The selected tenant and store are part of the key: a scope change never shows old figures. */
export const dashboardQueryOptions = (scope: TScopeKey, query: TDashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', scope, query],
    queryFn: ({ signal }) => getDashboard(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard(scope: TScopeKey, query: TDashboardQuery) {
  return useQuery(dashboardQueryOptions(scope, query));
}
