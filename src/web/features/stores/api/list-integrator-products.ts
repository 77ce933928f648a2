import { useQuery } from '@tanstack/react-query';
import { ZIntegratorProductList } from '../../../../shared/reference/integrator-products';
import { apiRequest } from '../../../lib/api-client';

export function listIntegratorProducts(signal?: AbortSignal) {
  return apiRequest('/api/integrator/product/list', { schema: ZIntegratorProductList, signal });
}

export function useIntegratorProducts() {
  return useQuery({
    queryKey: ['integrator-products'],
    queryFn: ({ signal }) => listIntegratorProducts(signal),
    retry: false,
    staleTime: 300_000,
  });
}
