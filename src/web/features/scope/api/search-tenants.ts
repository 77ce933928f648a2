import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTenantOptionList } from '../../../../shared/organisation/selectors';
import { apiRequest } from '../../../lib/api-client';

// The server caps selector searches at 200 rows; the list is virtualised, so take them all.
const PAGE_SIZE = 200;

export function searchTenants(searchText: string, signal?: AbortSignal) {
  return apiRequest('/api/tenant/search', {
    query: { searchText: searchText || undefined, pageSize: PAGE_SIZE },
    schema: ZTenantOptionList,
    signal,
  });
}

/** Tenant selector rows (admins only); `searchText` is already debounced and ≥ 2 characters or empty. */
export function useTenantSearch(searchText: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tenant-search', searchText],
    queryFn: ({ signal }) => searchTenants(searchText, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
