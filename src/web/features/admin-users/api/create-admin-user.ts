import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRow, type TCreateAdminUserInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_KEY } from './list-admin-users';

export function createAdminUser(input: TCreateAdminUserInput) {
  return apiRequest('/api/admin-users', { method: 'POST', body: input, schema: ZUserRow });
}

export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
