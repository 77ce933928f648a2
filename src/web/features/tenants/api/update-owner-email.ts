import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTenant, type TOwnerEmailInput } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

/** Spec §7 `PUT /User/Email`: the tenant owner's sign-in address. */
export function updateOwnerEmail(input: TOwnerEmailInput) {
  return apiRequest('/api/User/Email', { method: 'PUT', body: input, schema: ZTenant });
}

export function useUpdateOwnerEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}
