import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSession, type TAuthorizeInput } from '../../../../shared/auth/session';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryOptions } from '../../../lib/session/get-account';

// The tokens travel in the HTTP-only cookie; parsing keeps only what the page may read.
const ZAuthorizeResult = ZSession.pick({ tenantId: true, storeId: true, companyName: true });

export function authorize(input: TAuthorizeInput) {
  return apiRequest('/api/auth/authorize', {
    method: 'POST',
    body: input,
    schema: ZAuthorizeResult,
    // A wrong password or one-time code answers 401: that is a message, not a logout.
    skipAuthRedirect: true,
  });
}

/** Signs in, then loads the account so the sign-in route can send the user on (spec §2). */
export function useAuthorize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authorize,
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
    },
  });
}
