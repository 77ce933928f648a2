import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTaxpayerStatusPage } from '../../../../shared/integrator/integrator-admin';
import { apiRequest } from '../../../lib/api-client';

export type TTaxpayerStatusParams = {
  pageNumber: number;
  pageSize: number;
  searchText?: string;
  isOnline?: boolean;
};

export const TAXPAYER_STATUS_KEY = ['management', 'taxpayer-status'] as const;

export function useTaxpayerStatuses(params: TTaxpayerStatusParams) {
  return useQuery({
    queryKey: [...TAXPAYER_STATUS_KEY, params],
    queryFn: ({ signal }) =>
      apiRequest('/api/integrator/taxpayer-status', {
        query: params,
        schema: ZTaxpayerStatusPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
