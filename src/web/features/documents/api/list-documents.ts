import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentListResponse } from '../../../../shared/invoice/document-list';
import { apiRequest } from '../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './document-keys';

/** `GET /api/invoice/list`: `filter` and `sort` in the URL's own `field:value:type` form. */
export type TDocumentListParams = {
  page: number;
  size: number;
  sort: string | undefined;
  filter: string | undefined;
};

export function listDocuments(params: TDocumentListParams, signal?: AbortSignal) {
  return apiRequest('/api/invoice/list', {
    query: params,
    schema: ZDocumentListResponse,
    signal,
  });
}

/** The scope is part of the key: switching tenant or store never shows the last scope's rows. */
export const documentsQueryOptions = (scopeKey: string, params: TDocumentListParams) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'list', scopeKey, params],
    queryFn: ({ signal }) => listDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(scopeKey: string, params: TDocumentListParams) {
  return useQuery(documentsQueryOptions(scopeKey, params));
}
