import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIntegratorRequest } from '../../../../../shared/invoice/document-actions';
import { apiRequest } from '../../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from '../../api/document-keys';

export function getIntegratorRequest(documentId: string, signal?: AbortSignal) {
  return apiRequest('/api/invoice/integrator-request', {
    query: { documentId },
    schema: ZIntegratorRequest,
    signal,
  });
}

export const integratorRequestQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'integrator-request', documentId],
    queryFn: ({ signal }) => getIntegratorRequest(documentId, signal),
  });

export function useIntegratorRequest(documentId: string) {
  return useQuery(integratorRequestQueryOptions(documentId));
}
