import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDocumentExportStatus } from './export-api';

/**
 * Follows one export request and tells the user once when its mail was sent or it failed; then
 * `onSettled` drops it. Renders nothing.
 */
export function ExportWatcher({ id, onSettled }: { id: string; onSettled: (id: string) => void }) {
  const { t } = useTranslation();
  const { data, error } = useDocumentExportStatus(id);
  const status = error ? 'failed' : data?.status;
  useEffect(() => {
    if (status === 'done' && data) {
      showSuccessToast({
        title: t('documentExport.doneTitle'),
        message: t('documentExport.done', { count: data.rowCount ?? 0, email: data.email }),
      });
      onSettled(id);
    } else if (status === 'failed') {
      showErrorToast({
        title: t('documentExport.failedTitle'),
        message: t('documentExport.failed'),
      });
      onSettled(id);
    }
  }, [status, data, id, onSettled, t]);
  return null;
}
