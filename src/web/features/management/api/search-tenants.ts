import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTenantOptionList } from '../../../../shared/organisation/selectors';
import { apiRequest } from '../../../lib/api-client';

/** Tenants a flag may be limited to; `searchText` is debounced and ≥ 2 characters or empty. */
export function useFlagTenantSearch(searchText: string) {
  return useQuery({
    queryKey: ['management', 'tenant-search', searchText],
    queryFn: ({ signal }) =>
      apiRequest('/api/tenant/search', {
        query: { searchText: searchText || undefined, pageSize: 50 },
        schema: ZTenantOptionList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
