import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordInput } from '../../../../shared/auth/password';
import { ZResetPasswordResult } from '../../../../shared/auth/user';
import { apiRequest } from '../../../lib/api-client';

/** Spec §5: reset password maps userId, code, new password and its confirmation. */
export function resetPassword(input: TResetPasswordInput) {
  return apiRequest('/api/user/resetPassword', {
    method: 'POST',
    body: input,
    schema: ZResetPasswordResult,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
