import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZTenantActivationResult,
  type TTenantActivationInput,
} from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

/** Spec §7 `PUT /tenant/activation {tenantList:[{id,isActive}]}`. */
export function setTenantActivation(input: TTenantActivationInput) {
  return apiRequest('/api/tenant/activation', {
    method: 'PUT',
    body: input,
    schema: ZTenantActivationResult,
  });
}

export function useSetTenantActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTenantActivation,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: TENANTS_KEY });
      // The tenant selector caches its own search results.
      await client.invalidateQueries({ queryKey: ['tenant-search'] });
    },
  });
}
