import { z } from 'zod';
import { SALE_TRANSACTION_STATUSES, type TSaleTransactionStatus } from '../domain/enums';
import { messageKey } from '../i18n/message-key';
import { parseDateRange, type TDateRange } from '../invoice/document-list-query';
import { ZPagedQuery } from '../list/list-params';
import { ZSortParam } from '../list/sort-param';

export const SALE_TRANSACTION_SORT_FIELDS = [
  'transactionTime',
  'totalPayAmount',
  'checkNo',
  'status',
  'storeName',
] as const;
export type TSaleTransactionSortField = (typeof SALE_TRANSACTION_SORT_FIELDS)[number];

/** An amount range, both ends inclusive, decimal text with at most 2 digits; either end open. */
export type TAmountRange = { min: string | null; max: string | null };

/**
 * Filter entries of the sale transaction list, `field:value:type` like the document list:
 * `transactionTime:yyyy-MM-dd~yyyy-MM-dd:range` (Istanbul days), `storeId:<uuid>:eq`,
 * `status:0|1|2:eq`, `totalPayAmount:<min>~<max>:range`, `checkNo:<text>:search`.
 */
export type TSaleTransactionFilter =
  | { field: 'transactionTime'; value: TDateRange }
  | { field: 'storeId'; value: string }
  | { field: 'status'; value: TSaleTransactionStatus }
  | { field: 'totalPayAmount'; value: TAmountRange }
  | { field: 'checkNo'; value: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** `min~max`, either side may be empty; a range whose minimum exceeds its maximum is refused. */
export function parseAmountRange(value: string): TAmountRange | null {
  const [min = '', max = '', ...rest] = value.split('~');
  if (rest.length > 0 || (min === '' && max === '')) return null;
  if ((min && !AMOUNT.test(min)) || (max && !AMOUNT.test(max))) return null;
  if (min && max && Number(min) > Number(max)) return null;
  return { min: min || null, max: max || null };
}

function toFilter(field: string, value: string, type: string): TSaleTransactionFilter | null {
  if (field === 'transactionTime' && type === 'range') {
    const range = parseDateRange(value);
    return range ? { field, value: range } : null;
  }
  if (field === 'totalPayAmount' && type === 'range') {
    const range = parseAmountRange(value);
    return range ? { field, value: range } : null;
  }
  if (field === 'storeId' && type === 'eq') return UUID.test(value) ? { field, value } : null;
  if (field === 'status' && type === 'eq') {
    const status = SALE_TRANSACTION_STATUSES.find((s) => String(s) === value);
    return status === undefined ? null : { field, value: status };
  }
  if (field === 'checkNo' && (type === 'search' || type === 'eq') && value.trim() !== '') {
    return { field, value: value.trim().slice(0, 100) };
  }
  return null;
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Spec §2/§5 list filter: comma list of URI-encoded `field:value:type` entries. An entry without
 * exactly 3 parts is dropped (spec §5); a well-formed entry the list cannot apply is reported.
 */
export function parseSaleTransactionFilter(raw: string | undefined): {
  filters: TSaleTransactionFilter[];
  rejected: string[];
} {
  const filters: TSaleTransactionFilter[] = [];
  const rejected: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const parts = entry.split(':');
    if (parts.length !== 3) continue;
    const [field, value, type] = parts.map(decodePart);
    if (!field || value === null || value === undefined || !type) continue;
    const filter = toFilter(field, value, type);
    if (filter) filters.push(filter);
    else rejected.push(entry);
  }
  return { filters, rejected };
}

/** `GET /api/invoice/sale-transactions`: the shared paged query, one sort column, filters. */
export const ZSaleTransactionListQuery = ZPagedQuery.extend({
  sort: ZSortParam(SALE_TRANSACTION_SORT_FIELDS).optional(),
  filter: z.string().max(4000).optional(),
  /** Tenant mode: narrow to one store. Store mode always lists the selected store only. */
  storeId: z.uuid().optional(),
}).transform((q, ctx) => {
  const { filters, rejected } = parseSaleTransactionFilter(q.filter);
  for (const entry of rejected) {
    ctx.addIssue({
      code: 'custom',
      path: ['filter'],
      message: messageKey('validation.listFilter'),
      input: entry,
    });
  }
  return { ...q, filters };
});
export type TSaleTransactionListQuery = z.output<typeof ZSaleTransactionListQuery>;
