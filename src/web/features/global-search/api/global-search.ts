import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGlobalSearchResponse } from '../../../../shared/global-search/global-search';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7 `GET /api/internal/global-search?searchText`. */
export function fetchGlobalSearch(searchText: string, signal?: AbortSignal) {
  return apiRequest('/api/internal/global-search', {
    query: { searchText },
    schema: ZGlobalSearchResponse,
    signal,
  });
}

/** Results for a text already debounced and at least 2 characters long ('' asks nothing). */
export function useGlobalSearch(searchText: string) {
  return useQuery({
    queryKey: ['global-search', searchText],
    queryFn: ({ signal }) => fetchGlobalSearch(searchText, signal),
    enabled: searchText !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
