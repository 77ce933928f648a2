import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStoreActivationResult, type TStoreActivation } from '../../../../shared/store/store-list';
import { apiRequest } from '../../../lib/api-client';
import { STORES_KEY } from './list-stores';

export function setStoreActivation(input: TStoreActivation) {
  return apiRequest('/api/store/activation', {
    method: 'PUT',
    body: input,
    schema: ZStoreActivationResult,
  });
}

/** Bulk activation; the list and the store selector reload afterwards (spec §7). */
export function useSetStoreActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStoreActivation,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: STORES_KEY });
      await client.invalidateQueries({ queryKey: ['store-search'] });
    },
  });
}
