import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubscriptionState } from '../../../../shared/registration/payment';
import { apiRequest } from '../../../lib/api-client';

export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** The selected tenant's plan (null before its first payment) and the plan catalogue. */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEY,
  queryFn: () => apiRequest('/api/subscription', { schema: ZSubscriptionState }),
});

export function useSubscription(enabled: boolean) {
  return useQuery({ ...subscriptionQuery, enabled });
}
