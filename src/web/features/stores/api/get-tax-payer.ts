import { useQuery } from '@tanstack/react-query';
import { isValidTaxNo } from '../../../../shared/domain/tax-id';
import { ZTaxPayer } from '../../../../shared/taxpayer/taxpayer';
import { apiRequest } from '../../../lib/api-client';

export function getTaxPayer(taxNo: string, signal?: AbortSignal) {
  return apiRequest('/api/taxPayer', { query: { taxNo }, schema: ZTaxPayer, signal });
}

/** GİB registered-user data for a valid tax number; unknown numbers simply give nothing. */
export function useTaxPayer(taxNo: string) {
  const valid = isValidTaxNo(taxNo);
  return useQuery({
    queryKey: ['tax-payer', taxNo],
    queryFn: ({ signal }) => getTaxPayer(taxNo, signal),
    enabled: valid,
    retry: false,
    staleTime: 300_000,
  });
}
