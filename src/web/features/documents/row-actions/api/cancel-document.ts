import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDocumentActionResult,
  type TCancelDocumentInput,
} from '../../../../../shared/invoice/document-actions';
import { apiRequest } from '../../../../lib/api-client';
import { DOCUMENTS_QUERY_KEY } from '../../api/document-keys';

export function cancelDocument(input: TCancelDocumentInput) {
  return apiRequest('/api/invoice/cancel', {
    method: 'POST',
    body: input,
    schema: ZDocumentActionResult,
  });
}

export function useCancelDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
