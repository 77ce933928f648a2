import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTaxpayerPollResult } from '../../../../shared/integrator/integrator-admin';
import { apiRequest } from '../../../lib/api-client';
import { TAXPAYER_STATUS_KEY } from './list-taxpayer-statuses';

/** Asks the integrators now, as the status poll does (administrators). */
export function refreshTaxpayerStatuses() {
  return apiRequest('/api/integrator/taxpayer-status/refresh', {
    method: 'POST',
    schema: ZTaxpayerPollResult,
  });
}

export function useRefreshTaxpayerStatuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshTaxpayerStatuses,
    onSuccess: () => client.invalidateQueries({ queryKey: TAXPAYER_STATUS_KEY }),
  });
}
