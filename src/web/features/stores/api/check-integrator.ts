import { useMutation } from '@tanstack/react-query';
import {
  ZIntegratorCheckResult,
  type TIntegratorCheckInput,
} from '../../../../shared/store/integrator-check';
import { apiRequest } from '../../../lib/api-client';

/** "Bağlantıyı sına": the integrator settings as typed, tried on the store's tax number. */
export function checkIntegrator(input: TIntegratorCheckInput) {
  return apiRequest('/api/store/integrator-check', {
    method: 'POST',
    body: input,
    schema: ZIntegratorCheckResult,
  });
}

export function useCheckIntegrator() {
  return useMutation({ mutationFn: checkIntegrator });
}
