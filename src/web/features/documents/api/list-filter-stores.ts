import { useQuery } from '@tanstack/react-query';
import { ZStoreOptionList } from '../../../../shared/organisation/selectors';
import { apiRequest } from '../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './document-keys';

// The server's cap for selector searches; the multi-select filters these on the client.
const PAGE_SIZE = 200;

export function listFilterStores(signal?: AbortSignal) {
  return apiRequest('/api/store/search', {
    query: { pageSize: PAGE_SIZE },
    schema: ZStoreOptionList,
    signal,
  });
}

/** The selected tenant's stores for the store column filter and its chip labels. */
export function useFilterStores(tenantId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'filter-stores', tenantId],
    queryFn: ({ signal }) => listFilterStores(signal),
    enabled: enabled && tenantId !== null,
    staleTime: 60_000,
  });
}
