import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDeviceActivationResult,
  type TDeviceActivationInput,
} from '../../../../shared/device/device';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export function setDeviceActivation(input: TDeviceActivationInput) {
  return apiRequest('/api/device/activation', {
    method: 'PUT',
    body: input,
    schema: ZDeviceActivationResult,
  });
}

export function useSetDeviceActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeviceActivation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
