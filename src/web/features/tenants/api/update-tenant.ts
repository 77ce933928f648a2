import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTenant, type TUpdateTenantInput } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

export function updateTenant(input: TUpdateTenantInput) {
  return apiRequest('/api/tenant', { method: 'PUT', body: input, schema: ZTenant });
}

export function useUpdateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TENANTS_KEY });
      // The tenant selector caches its own search results.
      await client.invalidateQueries({ queryKey: ['tenant-search'] });
    },
  });
}
