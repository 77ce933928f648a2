import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOtpStatus, type TOtpCodeInput } from '../../../../shared/auth/user';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/session/get-account';

export function confirmOtp(input: TOtpCodeInput) {
  return apiRequest('/api/user/otp/confirm', { method: 'POST', body: input, schema: ZOtpStatus });
}

export function useConfirmOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
