import { parseDateRange, type TDateRange } from '../../../../shared/invoice/document-list-query';
import { DOC_TYPES } from '../../../../shared/domain/enums';
import { istanbulDay, minusOneMonth } from '../../../../shared/format/istanbul-time';
import type { TFilterEntry } from '../../../lib/list/list-query';

/** The filters the screen has controls for; any other URL entry is kept and shown as a chip. */
export type TDocumentFilters = {
  storeIds: string[];
  docType: number | null;
  invoiceNo: string;
  dateRange: TDateRange;
  /** Entries from links (global search `searchText`, an `ettn`, …) the toolbar has no control for. */
  others: TFilterEntry[];
};

const OWN_FIELDS = ['storeId', 'docType', 'invoiceNo', 'invoiceDate'];
const STORE_SEPARATOR = '|';

/** Spec §2: the invoice date range defaults to the last month, in Istanbul days like the API. */
export function defaultDateRange(now: Date = new Date()): TDateRange {
  const today = istanbulDay(now);
  return { from: minusOneMonth(today), to: today };
}

function text(value: TFilterEntry['value']): string {
  return value === null ? '' : String(value);
}

export function readDocumentFilters(filter: TFilterEntry[], now?: Date): TDocumentFilters {
  const find = (field: string, type: string) =>
    filter.find((f) => f.field === field && f.type === type);
  const stores = find('storeId', 'in');
  const docType = Number(text(find('docType', 'eq')?.value ?? ''));
  const range = parseDateRange(text(find('invoiceDate', 'range')?.value ?? ''));
  return {
    storeIds: stores ? text(stores.value).split(STORE_SEPARATOR).filter(Boolean) : [],
    docType: (DOC_TYPES as readonly number[]).includes(docType) ? docType : null,
    invoiceNo: text(find('invoiceNo', 'search')?.value ?? ''),
    dateRange: range ?? defaultDateRange(now),
    others: filter.filter((f) => !OWN_FIELDS.includes(f.field)),
  };
}

/** The URL entries for a filter state; the date range is written only once someone chose one. */
export function writeDocumentFilters(
  filters: TDocumentFilters,
  dateChosen: boolean,
): TFilterEntry[] {
  const entries: TFilterEntry[] = [];
  if (filters.storeIds.length > 0) {
    entries.push({ field: 'storeId', value: filters.storeIds.join(STORE_SEPARATOR), type: 'in' });
  }
  if (filters.docType !== null) {
    entries.push({ field: 'docType', value: String(filters.docType), type: 'eq' });
  }
  if (filters.invoiceNo.trim()) {
    entries.push({ field: 'invoiceNo', value: filters.invoiceNo.trim(), type: 'search' });
  }
  if (dateChosen) {
    const { from, to } = filters.dateRange;
    entries.push({ field: 'invoiceDate', value: `${from ?? ''}~${to ?? ''}`, type: 'range' });
  }
  return [...entries, ...filters.others];
}

/** True when the URL holds a date range of its own (not the default month). */
export function hasDateEntry(filter: TFilterEntry[]): boolean {
  return filter.some((f) => f.field === 'invoiceDate' && f.type === 'range');
}
