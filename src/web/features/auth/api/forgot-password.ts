import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TForgotPasswordInput = { email: string };

export async function forgotPassword(input: TForgotPasswordInput): Promise<void> {
  await apiRequest('/api/user/forgotPassword', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
