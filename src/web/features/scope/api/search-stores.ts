import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZStoreOptionList } from '../../../../shared/organisation/selectors';
import { apiRequest } from '../../../lib/api-client';

// The server caps selector searches at 200 rows; the list is virtualised, so take them all.
const PAGE_SIZE = 200;

export function searchStores(searchText: string, signal?: AbortSignal) {
  return apiRequest('/api/store/search', {
    query: { searchText: searchText || undefined, pageSize: PAGE_SIZE },
    schema: ZStoreOptionList,
    signal,
  });
}

/** Store selector rows, always within the selected tenant (part of the key). */
export function useStoreSearch(tenantId: string | null, searchText: string, enabled: boolean) {
  return useQuery({
    queryKey: ['store-search', tenantId, searchText],
    queryFn: ({ signal }) => searchStores(searchText, signal),
    enabled: enabled && tenantId !== null,
    placeholderData: keepPreviousData,
  });
}
