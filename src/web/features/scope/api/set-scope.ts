import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSession, type TScopeInput } from '../../../../shared/auth/session';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY, accountQueryOptions } from '../../../lib/session/get-account';

const ZScopeResult = ZSession.pick({ tenantId: true, storeId: true, companyName: true });

/** Spec §4: a tenant exchanges the tokens (store reset); a store narrows the scope. */
export function setScope(input: TScopeInput) {
  return apiRequest('/api/auth/scope', { method: 'POST', body: input, schema: ZScopeResult });
}

/** After the switch the account is reloaded and every other answer, of the old scope, refetched. */
export function useSetScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TScopeInput) => {
      await setScope(input);
      const account = await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0],
      });
      return account;
    },
  });
}
