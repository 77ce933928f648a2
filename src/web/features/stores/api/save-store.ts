import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStoreCreateInput } from '../../../../shared/store/store';
import { ZStoreSaved } from '../../../../shared/store/store';
import { apiRequest } from '../../../lib/api-client';
import { STORES_KEY } from './list-stores';

/** Creates a store (no id) or replaces one (with id). */
export function saveStore(input: TStoreCreateInput & { id?: string | undefined }) {
  return apiRequest('/api/store', {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZStoreSaved,
  });
}

/** Spec §7: the list reloads after every save. */
export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSuccess: () => client.invalidateQueries({ queryKey: STORES_KEY }),
  });
}
