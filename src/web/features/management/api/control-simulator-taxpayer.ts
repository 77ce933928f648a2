import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSimulatorTaxpayerControl } from '../../../../shared/integrator/integrator-admin';
import { apiRequest } from '../../../lib/api-client';
import { TAXPAYER_STATUS_KEY } from './list-taxpayer-statuses';
import { refreshTaxpayerStatuses } from './refresh-taxpayer-statuses';

/**
 * Tells the simulator that a taxpayer went offline or came back, then asks the integrators again,
 * so the list shows what the plugin now reports (not what was asked for).
 */
export async function controlSimulatorTaxpayer(input: TSimulatorTaxpayerControl) {
  await apiRequest('/api/integrator/simulator/taxpayer', { method: 'POST', body: input });
  return refreshTaxpayerStatuses();
}

export function useControlSimulatorTaxpayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: controlSimulatorTaxpayer,
    onSuccess: () => client.invalidateQueries({ queryKey: TAXPAYER_STATUS_KEY }),
  });
}
