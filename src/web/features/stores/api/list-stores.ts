import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZStoreListResponse } from '../../../../shared/store/store-list';
import { apiRequest } from '../../../lib/api-client';

export type TStoreListParams = { page: number; size: number; q: string; sort: string | undefined };

export const STORES_KEY = ['stores'] as const;

export function listStores(params: TStoreListParams, signal?: AbortSignal) {
  return apiRequest('/api/store/list', {
    query: {
      PageNumber: params.page,
      PageSize: params.size,
      searchText: params.q || undefined,
      sort: params.sort,
    },
    schema: ZStoreListResponse,
    signal,
  });
}

/** The store list of the selected tenant; the tenant is part of the key. */
export function useStoreList(tenantId: string | null, params: TStoreListParams) {
  return useQuery({
    queryKey: [...STORES_KEY, 'list', tenantId, params],
    queryFn: ({ signal }) => listStores(params, signal),
    enabled: tenantId !== null,
    placeholderData: keepPreviousData,
  });
}
