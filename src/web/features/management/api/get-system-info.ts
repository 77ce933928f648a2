import { useQuery } from '@tanstack/react-query';
import { ZSystemInfo } from '../../../../shared/system-info/system-info';
import { apiRequest } from '../../../lib/api-client';

const REFRESH_MS = 10_000;

/** Sistem Bilgisi, refreshed while the screen is open. */
export function useSystemInfo() {
  return useQuery({
    queryKey: ['management', 'system-info'],
    queryFn: ({ signal }) =>
      apiRequest('/api/management/system-info', { schema: ZSystemInfo, signal }),
    refetchInterval: REFRESH_MS,
  });
}
