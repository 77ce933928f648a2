import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSaleTransactionDetail } from '../../../../shared/sale-transactions/sale-transaction';
import { apiRequest } from '../../../lib/api-client';
import { SALE_TRANSACTIONS_QUERY_KEY } from './sale-transaction-keys';

export function getSaleTransaction(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/invoice/sale-transactions/${encodeURIComponent(id)}`, {
    schema: ZSaleTransactionDetail,
    signal,
  });
}

export const saleTransactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SALE_TRANSACTIONS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getSaleTransaction(id, signal),
  });

export function useSaleTransaction(id: string | null) {
  return useQuery({ ...saleTransactionQueryOptions(id ?? ''), enabled: id !== null });
}
