import { useQuery } from '@tanstack/react-query';
import { LIST_LIMITS } from '../../../../shared/list/list-limits';
import { ZStoreListResponse } from '../../../../shared/store/store-list';
import { apiRequest } from '../../../lib/api-client';
import { SALE_TRANSACTIONS_QUERY_KEY } from './sale-transaction-keys';

/** The tenant's stores by name, for the store filter (tenant mode only; one page is plenty). */
export function listStoreOptions(signal?: AbortSignal) {
  return apiRequest('/api/store/list', {
    query: { PageNumber: 1, PageSize: LIST_LIMITS.maxSize, sort: 'name:asc' },
    schema: ZStoreListResponse,
    signal,
  });
}

export function useStoreOptions(tenantId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...SALE_TRANSACTIONS_QUERY_KEY, 'stores', tenantId],
    queryFn: async ({ signal }) =>
      (await listStoreOptions(signal)).list.map((s) => ({ value: s.id, label: s.name })),
    enabled: enabled && tenantId !== null,
    staleTime: 60_000,
  });
}
