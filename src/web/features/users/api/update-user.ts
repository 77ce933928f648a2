import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRow, type TUpdateUserInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './list-users';

export function updateUser(input: TUpdateUserInput) {
  return apiRequest('/api/users', { method: 'PUT', body: input, schema: ZUserRow });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
