import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDocumentActionResult,
  type TCancelDocumentInput,
} from '../../../../../shared/invoice/document-actions';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateDocumentViews } from '../../../../lib/document-views';

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
    onSuccess: () => invalidateDocumentViews(queryClient),
  });
}
