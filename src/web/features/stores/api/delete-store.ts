import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STORES_KEY } from './list-stores';

export function deleteStore(id: string) {
  return apiRequest('/api/store', { method: 'DELETE', query: { Id: id } });
}

export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: () => client.invalidateQueries({ queryKey: STORES_KEY }),
  });
}
