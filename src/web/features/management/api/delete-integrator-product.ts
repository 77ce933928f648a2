import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INTEGRATOR_PRODUCTS_KEY } from './list-integrator-products';

export function deleteIntegratorProduct(id: string) {
  return apiRequest('/api/integrator/product', { method: 'DELETE', query: { Id: id } });
}

export function useDeleteIntegratorProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegratorProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: INTEGRATOR_PRODUCTS_KEY }),
  });
}
