import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatus } from '../../../../shared/domain/enums';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { invalidateDocumentViews } from '../../../lib/document-views';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { DOCUMENTS_QUERY_KEY } from '../api/document-keys';

/** How often a row with a cancellation under way asks again (the pipeline polls every ~1 s). */
export const CANCEL_WATCH_MS = 2000;

/**
 * While the integrator has not confirmed a cancellation, the list is reloaded now and then so the
 * row turns to status 5 without a manual reload; when the wait ends the user hears how it ended
 * (a refusal keeps the document sent, with the integrator's reason).
 */
export function useCancelWatch(row: TDocumentRow): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wasPending = useRef(row.cancelPending);
  const pending = row.cancelPending;

  useEffect(() => {
    if (wasPending.current && !pending) {
      // The outcome is known: the other screens showing this document ask again.
      void invalidateDocumentViews(queryClient);
      if (row.status === DocumentStatus.cancelled) {
        showSuccessToast({ message: t('documentActions.cancel.confirmed') });
      } else {
        showErrorToast({
          message: t('documentActions.cancel.refused', { reason: row.failureReason ?? '' }),
        });
      }
    }
    wasPending.current = pending;
  }, [pending, row.status, row.failureReason, t, queryClient]);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => {
      // Several pending rows share one reload: a fetch under way is not restarted.
      void queryClient.invalidateQueries(
        { queryKey: DOCUMENTS_QUERY_KEY, refetchType: 'active' },
        { cancelRefetch: false },
      );
    }, CANCEL_WATCH_MS);
    return () => clearInterval(timer);
  }, [pending, queryClient]);
}
