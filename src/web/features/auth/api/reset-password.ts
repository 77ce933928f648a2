import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec §5: reset password maps userId, code, new password and its confirmation. */
export type TResetPasswordInput = {
  userId: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
};

export async function resetPassword(input: TResetPasswordInput): Promise<void> {
  await apiRequest('/api/user/resetPassword', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
