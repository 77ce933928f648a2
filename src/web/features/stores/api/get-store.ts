import { useQuery } from '@tanstack/react-query';
import { ZStore } from '../../../../shared/store/store';
import { apiRequest } from '../../../lib/api-client';
import { STORES_KEY } from './list-stores';

export function getStore(id: string, signal?: AbortSignal) {
  return apiRequest('/api/store', {
    query: { id, IncludeBlobItems: true },
    schema: ZStore,
    signal,
  });
}

export function useStore(id: string | null) {
  return useQuery({
    queryKey: [...STORES_KEY, 'detail', id],
    queryFn: ({ signal }) => getStore(id ?? '', signal),
    enabled: id !== null,
  });
}
