import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIntegratorResponseList } from '../../../../../shared/invoice/document-actions';
import { apiRequest } from '../../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from '../../api/document-keys';

export function listIntegratorResponses(ettn: string, signal?: AbortSignal) {
  return apiRequest('/api/invoice/integrator-response', {
    query: { ettn },
    schema: ZIntegratorResponseList,
    signal,
  });
}

export const integratorResponsesQueryOptions = (ettn: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'integrator-response', ettn],
    queryFn: ({ signal }) => listIntegratorResponses(ettn, signal),
  });

export function useIntegratorResponses(ettn: string) {
  return useQuery(integratorResponsesQueryOptions(ettn));
}
