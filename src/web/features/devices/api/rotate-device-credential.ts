import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIssuedCredential } from '../../../../shared/device/device';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export function rotateDeviceCredential(deviceId: string) {
  return apiRequest('/api/device/credential', {
    method: 'POST',
    query: { deviceId },
    schema: ZIssuedCredential,
  });
}

export function useRotateDeviceCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateDeviceCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
