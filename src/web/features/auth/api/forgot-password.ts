import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordInput } from '../../../../shared/auth/password';
import { ZForgotPasswordResult } from '../../../../shared/auth/user';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(input: TForgotPasswordInput) {
  return apiRequest('/api/user/forgotPassword', {
    method: 'POST',
    body: input,
    schema: ZForgotPasswordResult,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
