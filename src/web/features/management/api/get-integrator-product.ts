import { useQuery } from '@tanstack/react-query';
import { ZIntegratorProductDetail } from '../../../../shared/integrator/integrator-admin';
import { apiRequest } from '../../../lib/api-client';
import { INTEGRATOR_PRODUCTS_KEY } from './list-integrator-products';

/** One product with its plugin and configurations (administrators). */
export function useIntegratorProduct(id: string | null) {
  return useQuery({
    queryKey: [...INTEGRATOR_PRODUCTS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest('/api/integrator/product', {
        query: { Id: id },
        schema: ZIntegratorProductDetail,
        signal,
      }),
    enabled: id !== null,
  });
}
