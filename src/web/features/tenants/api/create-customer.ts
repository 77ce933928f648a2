import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTenant, type TCreateCustomerInput } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

/** Spec §7 `POST /user/customer`: the tenant with its owner, who is invited by e-mail. */
export function createCustomer(input: TCreateCustomerInput) {
  return apiRequest('/api/user/customer', { method: 'POST', body: input, schema: ZTenant });
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TENANTS_KEY });
      // The tenant selector caches its own search results.
      await client.invalidateQueries({ queryKey: ['tenant-search'] });
    },
  });
}
