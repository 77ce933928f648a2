import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRow, type TUpdateAdminUserInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_KEY } from './list-admin-users';

export function updateAdminUser(input: TUpdateAdminUserInput) {
  return apiRequest('/api/admin-users', { method: 'PUT', body: input, schema: ZUserRow });
}

export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
