import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dontCallIntegrator } from '../../../../shared/invoice/document-rules';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { downloadDocumentFile } from './api/download-document-file';

export type TDocumentFile = 'ubl' | 'xades';

function requestOf(file: TDocumentFile, row: TDocumentRow) {
  const base = row.invoiceNo ?? row.ettn;
  if (file === 'ubl') {
    // Spec §7: the integrator is not asked while it has not got the document (status 1 or 6).
    const query = { ettn: row.ettn, dontCallIntegrator: dontCallIntegrator(row) };
    return { path: '/api/invoice/ubl', query, fallback: `${base}.xml` };
  }
  const query = { saleTransactionId: row.saleTransactionId ?? '' };
  return { path: '/api/invoice/xades-bes', query, fallback: `${base}_XadesBes.xml` };
}

/** Downloads a row's UBL or XadesBes file; a failure shows the server's text as a toast. */
export function useFileDownload(row: TDocumentRow) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TDocumentFile | null>(null);
  const download = (file: TDocumentFile) => {
    const { path, query, fallback } = requestOf(file, row);
    setBusy(file);
    downloadDocumentFile(path, query, fallback)
      .then((name) =>
        showSuccessToast({ message: t('documentActions.download.started', { file: name }) }),
      )
      .catch((error: unknown) => showErrorToast({ message: errorMessage(error, t) }))
      .finally(() => setBusy(null));
  };
  return { download, busy };
}
