import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandList, type TBrandType } from '../../../../shared/device/brand';
import { apiRequest } from '../../../lib/api-client';

export function listBrands(brandType: TBrandType, signal?: AbortSignal) {
  return apiRequest('/api/brand/list', { query: { brandType }, schema: ZBrandList, signal });
}

// Brands change rarely (admins only), so the pickers keep them for a while.
export const brandsQueryOptions = (brandType: TBrandType) =>
  queryOptions({
    queryKey: ['brands', brandType],
    queryFn: ({ signal }) => listBrands(brandType, signal),
    staleTime: 5 * 60_000,
  });

export function useBrands(brandType: TBrandType) {
  return useQuery(brandsQueryOptions(brandType));
}
