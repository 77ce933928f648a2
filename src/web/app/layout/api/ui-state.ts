import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZUiState, type TUiState } from '../../../../shared/auth/ui-state';
import { apiRequest } from '../../../lib/api-client';

const uiStateKey = (userId: string) => ['ui-state', userId] as const;

export function getUiState() {
  return apiRequest('/internal/ui/state', { schema: ZUiState });
}

export function putUiState(state: TUiState) {
  return apiRequest('/internal/ui/state', { method: 'PUT', body: state, schema: ZUiState });
}

export const uiStateQueryOptions = (userId: string) =>
  queryOptions({ queryKey: uiStateKey(userId), queryFn: getUiState, staleTime: Infinity });

/** The side menu's collapsed state, stored per user on the server (spec §7). */
export function useUiState(userId: string) {
  return useQuery(uiStateQueryOptions(userId));
}

/** Changes the state at once and stores it; a failed save puts the old state back. */
export function useSetUiState(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUiState,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: uiStateKey(userId) });
      const previous = queryClient.getQueryData<TUiState>(uiStateKey(userId));
      queryClient.setQueryData(uiStateKey(userId), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(uiStateKey(userId), context.previous);
    },
  });
}
