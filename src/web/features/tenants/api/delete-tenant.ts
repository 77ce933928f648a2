import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTenantDeleteResult } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

export function deleteTenant(id: string) {
  return apiRequest('/api/tenant', {
    method: 'DELETE',
    query: { Id: id },
    schema: ZTenantDeleteResult,
  });
}

export function useDeleteTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: TENANTS_KEY });
      // The tenant selector caches its own search results.
      await client.invalidateQueries({ queryKey: ['tenant-search'] });
    },
  });
}
