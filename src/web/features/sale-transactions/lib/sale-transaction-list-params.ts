import { istanbulDay, minusOneMonth } from '../../../../shared/format/istanbul-time';
import { LIST_LIMITS } from '../../../../shared/list/list-limits';
import {
  parseSaleTransactionFilter,
  SALE_TRANSACTION_SORT_FIELDS,
} from '../../../../shared/sale-transactions/sale-transaction-list-query';
import type { TFilterEntry, TListQuery } from '../../../lib/list/list-query';
import { apiSort } from '../../../lib/list/list-state';

export type TSaleTransactionListParams = {
  page: number;
  size: number;
  sort: string | undefined;
  filter: string | undefined;
  searchText: string | undefined;
};

function wireEntry(entry: TFilterEntry): string {
  return [entry.field, String(entry.value), entry.type].map(encodeURIComponent).join(':');
}

/** The URL's filter entries the API can apply; one it would refuse is dropped, not sent. */
export function usableFilter(filter: TFilterEntry[]): TFilterEntry[] {
  return filter.filter((f) => parseSaleTransactionFilter(wireEntry(f)).filters.length === 1);
}

/** Spec §2 list URL state → the list call: single-column sort, the filters, q from 2 characters. */
export function saleTransactionListParams(query: TListQuery): TSaleTransactionListParams {
  const filter = usableFilter(query.filter).map(wireEntry).join(',');
  const q = query.q.trim();
  return {
    page: query.page,
    size: Math.min(query.size, LIST_LIMITS.maxSize),
    sort: apiSort(query.sort[0], SALE_TRANSACTION_SORT_FIELDS),
    filter: filter || undefined,
    searchText: q.length >= 2 ? q : undefined,
  };
}

/** The value of one filter field in the URL, as text ('' when absent). */
export function filterValue(filter: TFilterEntry[], field: string): string {
  const entry = filter.find((f) => f.field === field);
  return entry === undefined || entry.value === null ? '' : String(entry.value);
}

/** The filter with one field replaced; an empty value removes the field. */
export function withFilter(
  filter: TFilterEntry[],
  field: string,
  value: string,
  type: string,
): TFilterEntry[] {
  const rest = filter.filter((f) => f.field !== field);
  return value === '' ? rest : [...rest, { field, value, type }];
}

/** The range `from~to` of a range value; either side may be empty. */
export function splitRange(value: string): [string, string] {
  const [from = '', to = ''] = value.split('~');
  return [from, to];
}

/** Like the API: without a date range the list shows the last month of Istanbul days. */
export function effectiveDateRange(filter: TFilterEntry[], now = new Date()): [string, string] {
  const value = filterValue(usableFilter(filter), 'transactionTime');
  if (value) return splitRange(value);
  const today = istanbulDay(now);
  return [minusOneMonth(today), today];
}
