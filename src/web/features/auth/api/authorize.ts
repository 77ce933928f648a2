import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TAuthorizeInput = {
  email: string;
  password: string;
  otpCode: string | null;
  tenantId: string | null;
};

// Only what the sign-in page reads; the session itself travels in the HTTP-only cookie.
const ZAuthorizeResult = z.looseObject({
  tenantId: z.union([z.string(), z.number()]).nullish(),
});
export type TAuthorizeResult = z.output<typeof ZAuthorizeResult>;

export function authorize(input: TAuthorizeInput): Promise<TAuthorizeResult> {
  return apiRequest('/api/auth/authorize', {
    method: 'POST',
    body: input,
    schema: ZAuthorizeResult,
  });
}

export function useAuthorize() {
  return useMutation({ mutationFn: authorize });
}
