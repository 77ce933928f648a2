import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRow, type TCreateUserInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './list-users';

export function createUser(input: TCreateUserInput) {
  return apiRequest('/api/users', { method: 'POST', body: input, schema: ZUserRow });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
