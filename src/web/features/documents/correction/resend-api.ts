import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDocumentActionResult } from '../../../../shared/invoice/document-actions';
import { ZResendForm } from '../../../../shared/invoice/document-correction';
import type { TPosCustomer } from '../../../../shared/pos/customer';
import { apiRequest } from '../../../lib/api-client';
import { invalidateDocumentViews } from '../../../lib/document-views';
import { DOCUMENTS_QUERY_KEY } from '../api/document-keys';

const RESEND_FORM_KEY = [...DOCUMENTS_QUERY_KEY, 'resend-form'] as const;

export function useResendForm(documentId: string | null) {
  return useQuery({
    queryKey: [...RESEND_FORM_KEY, documentId],
    queryFn: ({ signal }) =>
      apiRequest('/api/invoice/resend-form', {
        query: { documentId: documentId ?? '' },
        schema: ZResendForm,
        signal,
      }),
    enabled: documentId !== null,
    // A form opened again shows the document as it is now, not as it was.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResendDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { documentId: string; customer?: TPosCustomer }) =>
      apiRequest('/api/invoice/resend', {
        method: 'POST',
        body: input,
        schema: ZDocumentActionResult,
      }),
    // The list, Tüm İşlemler and the dashboard show the document's new state.
    onSuccess: () => invalidateDocumentViews(queryClient),
  });
}
