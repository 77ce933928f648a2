import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOtpStatus, type TOtpCodeInput } from '../../../../shared/auth/user';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/session/get-account';

export function disableOtp(input: TOtpCodeInput) {
  return apiRequest('/api/user/otp/disable', { method: 'POST', body: input, schema: ZOtpStatus });
}

export function useDisableOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
