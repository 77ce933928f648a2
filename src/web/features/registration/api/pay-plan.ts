import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPlanPaymentResult,
  type TPlanPaymentInput,
} from '../../../../shared/registration/payment';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY } from './get-subscription';

export type TPayPlanInput = { attemptKey: string; payment: TPlanPaymentInput };

/** One Idempotency-Key per attempt: the same key asked again returns that attempt's outcome. */
export function payPlan({ attemptKey, payment }: TPayPlanInput) {
  return apiRequest('/api/subscription/payment', {
    method: 'POST',
    body: payment,
    headers: { 'Idempotency-Key': attemptKey },
    schema: ZPlanPaymentResult,
  });
}

export function usePayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}
