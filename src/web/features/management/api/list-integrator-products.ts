import { useQuery } from '@tanstack/react-query';
import { ZIntegratorProductList } from '../../../../shared/reference/integrator-products';
import { apiRequest } from '../../../lib/api-client';

export const INTEGRATOR_PRODUCTS_KEY = ['management', 'integrator-products'] as const;

/** The catalogue; inactive products too for administrators (the server decides). */
export function useIntegratorProducts() {
  return useQuery({
    queryKey: INTEGRATOR_PRODUCTS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/integrator/product/list', {
        query: { includeInactive: true },
        schema: ZIntegratorProductList,
        signal,
      }),
  });
}
