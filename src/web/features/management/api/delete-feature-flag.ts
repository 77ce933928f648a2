import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FEATURE_FLAGS_KEY, SESSION_FLAGS_KEY } from './list-feature-flags';

export function deleteFeatureFlag(id: string) {
  return apiRequest('/api/management/feature-flags', { method: 'DELETE', query: { Id: id } });
}

export function useDeleteFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureFlag,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: FEATURE_FLAGS_KEY });
      await client.invalidateQueries({ queryKey: SESSION_FLAGS_KEY });
    },
  });
}
