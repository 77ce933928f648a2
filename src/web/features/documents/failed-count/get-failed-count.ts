import { useQuery } from '@tanstack/react-query';
import { ZFailedCount } from '../../../../shared/invoice/document-list';
import { apiRequest } from '../../../lib/api-client';

export function getFailedCount(signal?: AbortSignal) {
  return apiRequest('/api/invoice/failed-count', { schema: ZFailedCount, signal });
}

/**
 * Spec §7: the failed documents of the last week, asked once per selected tenant. No retry: a
 * failure is reported to the user straight away (spec §8).
 */
export function useFailedCount(tenantId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['failed-count', tenantId],
    queryFn: ({ signal }) => getFailedCount(signal),
    enabled: enabled && tenantId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
