import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSettingView,
  type TSettingUpdate,
} from '../../../../shared/system-settings/system-settings';
import { apiRequest } from '../../../lib/api-client';
import { SETTINGS_KEY } from './list-settings';

export function updateSetting(input: TSettingUpdate) {
  return apiRequest('/api/management/settings', {
    method: 'PUT',
    body: input,
    schema: ZSettingView,
  });
}

export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
