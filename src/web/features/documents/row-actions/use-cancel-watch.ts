import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DOCUMENTS_QUERY_KEY } from './api/document-keys';

/** How often a row with a cancellation under way asks again (the pipeline polls every ~1 s). */
export const CANCEL_WATCH_MS = 2000;

/**
 * While the integrator has not confirmed a cancellation, the list is reloaded now and then so the
 * row turns to status 5 (or back) without a manual reload.
 */
export function useCancelWatch(pending: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => {
      // Several pending rows share one reload: a fetch under way is not restarted.
      void queryClient.invalidateQueries(
        { queryKey: DOCUMENTS_QUERY_KEY, refetchType: 'active' },
        { cancelRefetch: false },
      );
    }, CANCEL_WATCH_MS);
    return () => clearInterval(timer);
  }, [pending, queryClient]);
}
