import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSaleTransactionList } from '../../../../shared/sale-transactions/sale-transaction';
import { apiRequest } from '../../../lib/api-client';
import type { TSaleTransactionListParams } from '../lib/sale-transaction-list-params';
import { SALE_TRANSACTIONS_QUERY_KEY } from './sale-transaction-keys';

export function listSaleTransactions(params: TSaleTransactionListParams, signal?: AbortSignal) {
  return apiRequest('/api/invoice/sale-transactions', {
    query: {
      pageNumber: params.page,
      pageSize: params.size,
      sort: params.sort,
      filter: params.filter,
      searchText: params.searchText,
    },
    schema: ZSaleTransactionList,
    signal,
  });
}

type TScopeKey = { tenantId: string | null; storeId: string | null };

/** The selected tenant and store are part of the key: a scope change never shows old rows. */
export const saleTransactionsQueryOptions = (
  scope: TScopeKey,
  params: TSaleTransactionListParams,
) =>
  queryOptions({
    queryKey: [...SALE_TRANSACTIONS_QUERY_KEY, 'list', scope, params],
    queryFn: ({ signal }) => listSaleTransactions(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSaleTransactions(scope: TScopeKey, params: TSaleTransactionListParams) {
  return useQuery(saleTransactionsQueryOptions(scope, params));
}
