import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZActivationResult, type TUserActivationInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './list-users';

export function setUserActivation(input: TUserActivationInput) {
  return apiRequest('/api/users/activation', {
    method: 'PUT',
    body: input,
    schema: ZActivationResult,
  });
}

export function useSetUserActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserActivation,
    onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
