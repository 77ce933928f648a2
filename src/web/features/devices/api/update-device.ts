import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDevice, type TDeviceUpdateInput } from '../../../../shared/device/device';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export function updateDevice(input: TDeviceUpdateInput) {
  return apiRequest('/api/device', { method: 'PUT', body: input, schema: ZDevice });
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
