import { useMutation } from '@tanstack/react-query';
import { ZOtpSetup } from '../../../../shared/auth/user';
import { apiRequest } from '../../../lib/api-client';

/** A new secret and its QR code; one-time codes stay off until confirmed. */
export function setupOtp() {
  return apiRequest('/api/user/otp/setup', { method: 'POST', schema: ZOtpSetup });
}

export function useSetupOtp() {
  return useMutation({ mutationFn: setupOtp });
}
