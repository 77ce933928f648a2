import { useQuery } from '@tanstack/react-query';
import { ZSettingList } from '../../../../shared/system-settings/system-settings';
import { apiRequest } from '../../../lib/api-client';

export const SETTINGS_KEY = ['management', 'settings'] as const;

export function listSettings(signal?: AbortSignal) {
  return apiRequest('/api/management/settings', { schema: ZSettingList, signal });
}

/** The settings of the session's scope (the tenant's effective values when one is selected). */
export function useSettings(tenantId: string | null) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, tenantId],
    queryFn: ({ signal }) => listSettings(signal),
  });
}
