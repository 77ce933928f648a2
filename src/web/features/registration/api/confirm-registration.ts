import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSession } from '../../../../shared/auth/session';
import type { TConfirmRegistrationInput } from '../../../../shared/registration/registration';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryOptions } from '../../../lib/session/get-account';

// The tokens travel in the HTTP-only cookie; the page keeps only what it may read.
const ZConfirmed = ZSession.pick({ tenantId: true, companyName: true });

export function confirmRegistration(input: TConfirmRegistrationInput) {
  return apiRequest('/api/registration/confirm', {
    method: 'POST',
    body: input,
    schema: ZConfirmed,
    skipAuthRedirect: true,
  });
}

/** Creates the business and its owner, signs the owner in and loads the new account. */
export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRegistration,
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
    },
  });
}
