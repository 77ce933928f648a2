import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZPageNumberParam, ZPageSizeParam } from '../list/list-params';
import { parseSort, ZSortParam, type TSort } from '../list/sort-param';
import { DOC_TYPES, DOCUMENT_STATUSES, SCENARIO_TYPES, INVOICE_TYPES } from '../domain/enums';

export const DOCUMENT_SORT_FIELDS = [
  'invoiceDate',
  'storeName',
  'invoiceNo',
  'docType',
  'status',
  'totalPayAmount',
] as const;
export type TDocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export type TDocumentSort = TSort<TDocumentSortField>;
/** At most this many stores in one store filter, so a URL cannot grow an unbounded `IN` list. */
export const MAX_FILTER_STORES = 50;

/** A calendar range, both ends inclusive, `yyyy-MM-dd`; either end may be open. */
export type TDateRange = { from: string | null; to: string | null };

/**
 * Filter entries the document list understands (spec §2 document list columns). The wire form is
 * `field:value:type`; `type` names how the value is matched and is checked against the field.
 */
export type TDocumentFilter =
  | { field: 'storeName'; value: string }
  | { field: 'invoiceNo'; value: string }
  | { field: 'ettn'; value: string }
  | { field: 'searchText'; value: string }
  | { field: 'docType'; value: number }
  | { field: 'status'; value: number }
  | { field: 'scenarioType'; value: number }
  | { field: 'invoiceType'; value: number }
  | { field: 'storeId'; value: string }
  | { field: 'saleTransactionId'; value: string }
  | { field: 'storeIds'; value: string[] }
  | { field: 'invoiceDate'; value: TDateRange };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODES: Record<'docType' | 'status' | 'scenarioType' | 'invoiceType', readonly number[]> = {
  docType: DOC_TYPES,
  status: DOCUMENT_STATUSES,
  scenarioType: SCENARIO_TYPES,
  invoiceType: INVOICE_TYPES,
};
const TEXT_FIELDS = ['storeName', 'invoiceNo', 'ettn', 'searchText'] as const;

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** `from~to`, either side may be empty: `2026-11-01~2026-11-30`, `2026-11-01~`. */
export function parseDateRange(value: string): TDateRange | null {
  const [from = '', to = '', ...rest] = value.split('~');
  if (rest.length > 0 || (from === '' && to === '')) return null;
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to))) return null;
  return { from: from || null, to: to || null };
}

/** `storeId:<id>|<id>:in`: several stores at once (the store column's multi-select). */
function storeIdsFilter(value: string): TDocumentFilter | null {
  const ids = [...new Set(value.split('|').map((id) => id.toLowerCase()))];
  if (ids.length === 0 || ids.length > MAX_FILTER_STORES || !ids.every((id) => UUID.test(id))) {
    return null;
  }
  return { field: 'storeIds', value: ids };
}

function toFilter(field: string, value: string, type: string): TDocumentFilter | null {
  if (field === 'invoiceDate') {
    const range = type === 'range' ? parseDateRange(value) : null;
    return range ? { field, value: range } : null;
  }
  if (field in CODES && type === 'eq') {
    const code = Number(value);
    const allowed = CODES[field as keyof typeof CODES];
    if (!/^\d+$/.test(value) || !allowed.includes(code)) return null;
    return { field: field as keyof typeof CODES, value: code };
  }
  if ((field === 'storeId' || field === 'saleTransactionId') && type === 'eq') {
    return UUID.test(value) ? { field, value } : null;
  }
  if (field === 'storeId' && type === 'in') return storeIdsFilter(value);
  const text = TEXT_FIELDS.find((f) => f === field);
  if (text && (type === 'search' || type === 'eq') && value.trim().length > 0) {
    return { field: text, value: value.trim().slice(0, 100) };
  }
  return null;
}

/**
 * Spec §2/§5 list filter: comma list of URI-encoded `field:value:type` entries. An entry without
 * exactly 3 parts is dropped (spec §5); a well-formed entry the list cannot apply is reported.
 */
export function parseDocumentFilter(raw: string | undefined): {
  filters: TDocumentFilter[];
  rejected: string[];
} {
  const filters: TDocumentFilter[] = [];
  const rejected: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    if (entry === '') continue;
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

/** Spec §5: one known column, direction asc or desc; null for anything else. */
export function parseDocumentSort(raw: string | undefined): TDocumentSort | null {
  return raw ? parseSort(raw, DOCUMENT_SORT_FIELDS) : null;
}

/**
 * `GET /api/invoice/list`, on the shared list kit like every other list: page and size fall back
 * to their defaults when not numeric (spec §5), an unknown sort is refused as on the other lists.
 */
export const ZDocumentListQuery = z
  .object({
    page: ZPageNumberParam,
    size: ZPageSizeParam,
    sort: ZSortParam(DOCUMENT_SORT_FIELDS).optional(),
    filter: z.string().max(4000).optional(),
    /** Tenant mode: narrow to one store. Store mode always lists the selected store only. */
    storeId: z.uuid().optional(),
  })
  .transform((q, ctx) => {
    const { filters, rejected } = parseDocumentFilter(q.filter);
    for (const entry of rejected) {
      ctx.addIssue({
        code: 'custom',
        path: ['filter'],
        message: messageKey('validation.listFilter'),
        input: entry,
      });
    }
    return {
      page: q.page,
      size: q.size,
      sort: q.sort ?? null,
      filters,
      storeId: q.storeId,
    };
  });
export type TDocumentListQuery = z.output<typeof ZDocumentListQuery>;
