import type { TDashboardPeriod } from '../../../../shared/dashboard/dashboard-period';
import { listPath, type TFilterEntry } from '../../../lib/list/list-query';

/** What a tile narrows the document list to, beside its period. */
export type TDocumentsNarrowing = { status?: number; docType?: number };

/**
 * `/invoice/documents` with the tile's filter in the list's own URL form (`field:value:type`):
 * the status or document type `eq`, and the period as the invoice date `range`. The selected
 * store needs no entry: in store mode the list shows that store only, as the dashboard does.
 */
export function documentsPath(period: TDashboardPeriod, narrowing: TDocumentsNarrowing = {}) {
  const filter: TFilterEntry[] = [];
  if (narrowing.status !== undefined) {
    filter.push({ field: 'status', value: String(narrowing.status), type: 'eq' });
  }
  if (narrowing.docType !== undefined) {
    filter.push({ field: 'docType', value: String(narrowing.docType), type: 'eq' });
  }
  filter.push({ field: 'invoiceDate', value: `${period.from}~${period.to}`, type: 'range' });
  return listPath('/invoice/documents', { filter });
}
