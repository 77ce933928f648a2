import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGlobalSearchResponse } from '../../../../shared/global-search/global-search';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7 `GET /api/internal/global-search?searchText`, from store mode maybe the whole tenant. */
export function fetchGlobalSearch(searchText: string, wholeTenant: boolean, signal?: AbortSignal) {
  return apiRequest('/api/internal/global-search', {
    query: wholeTenant ? { searchText, wholeTenant: 'true' } : { searchText },
    schema: ZGlobalSearchResponse,
    signal,
  });
}

/** Results for a text already debounced and at least 2 characters long ('' asks nothing). */
export function useGlobalSearch(searchText: string, wholeTenant: boolean) {
  return useQuery({
    queryKey: ['global-search', searchText, wholeTenant],
    queryFn: ({ signal }) => fetchGlobalSearch(searchText, wholeTenant, signal),
    enabled: searchText !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
