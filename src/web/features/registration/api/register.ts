import { useMutation } from '@tanstack/react-query';
import {
  ZRegistrationAccepted,
  type TRegistrationInput,
} from '../../../../shared/registration/registration';
import { apiRequest } from '../../../lib/api-client';

/** Spec §5 registration form: the answer is the same whether the address has an account or not. */
export function register(input: TRegistrationInput) {
  return apiRequest('/api/registration', {
    method: 'POST',
    body: input,
    schema: ZRegistrationAccepted,
    skipAuthRedirect: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
