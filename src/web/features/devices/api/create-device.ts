import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeviceCreated, type TDeviceCreateInput } from '../../../../shared/device/device';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export function createDevice(input: TDeviceCreateInput) {
  return apiRequest('/api/device', { method: 'POST', body: input, schema: ZDeviceCreated });
}

/** The answer carries the one-time credential; callers hand it to the modal and reset. */
export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
