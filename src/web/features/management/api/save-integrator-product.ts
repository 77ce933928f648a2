import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZIntegratorProductDetail,
  type TIntegratorProductInput,
  type TIntegratorProductUpdate,
} from '../../../../shared/integrator/integrator-admin';
import { apiRequest } from '../../../lib/api-client';
import { INTEGRATOR_PRODUCTS_KEY } from './list-integrator-products';

/** Creates a product, or changes it when the input carries its id. */
export function saveIntegratorProduct(input: TIntegratorProductInput | TIntegratorProductUpdate) {
  return apiRequest('/api/integrator/product', {
    method: 'id' in input ? 'PUT' : 'POST',
    body: input,
    schema: ZIntegratorProductDetail,
  });
}

export function useSaveIntegratorProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveIntegratorProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: INTEGRATOR_PRODUCTS_KEY }),
  });
}
