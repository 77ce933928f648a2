import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ZDocumentExportAccepted,
  type TDocumentExportInput,
} from '../../../../shared/invoice/document-actions';
import { ZDocumentExportStatus } from '../../../../shared/invoice/document-export';
import { apiRequest } from '../../../lib/api-client';

/** How often a pending export is asked about: the job usually finishes within seconds. */
const POLL_MS = 2000;

export function requestDocumentExport(input: TDocumentExportInput) {
  return apiRequest('/api/invoice/export', {
    method: 'POST',
    body: input,
    schema: ZDocumentExportAccepted,
  });
}

export function useRequestDocumentExport() {
  return useMutation({ mutationFn: requestDocumentExport });
}

/** One export request's status, polled until it is done or failed. */
export function useDocumentExportStatus(id: string) {
  return useQuery({
    queryKey: ['invoice', 'export', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/invoice/export/${id}`, { schema: ZDocumentExportStatus, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
