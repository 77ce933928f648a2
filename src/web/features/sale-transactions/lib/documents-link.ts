import type { TSaleDocument } from '../../../../shared/sale-transactions/sale-transaction';
import { listPath } from '../../../lib/list/list-query';

/**
 * The document list narrowed to one sale's documents. That list always applies an invoice date
 * range (spec §2), so the link carries one from the earliest to the latest of the documents' dates.
 */
export function saleDocumentsPath(saleTransactionId: string, documents: TSaleDocument[]): string {
  const dates = documents.map((d) => d.invoiceDate).sort();
  const from = dates[0] ?? '';
  const to = dates[dates.length - 1] ?? '';
  return listPath('/invoice/documents', {
    filter: [
      { field: 'saleTransactionId', value: saleTransactionId, type: 'eq' },
      { field: 'invoiceDate', value: `${from}~${to}`, type: 'range' },
    ],
  });
}
