import type { TDataScope } from '../../db/data-scope';
import { foldedContainsPattern } from '../../db/sql-text';
import { istanbulDay, minusOneMonth } from '../../../shared/format/istanbul-time';
import type {
  TDocumentFilter,
  TDocumentListQuery,
  TDocumentSort,
} from '../../../shared/invoice/document-list-query';
import { INVOICE_NO_LENGTH, type TNumberRange } from './invoice-number-ranges';

/**
 * A list query split in two: its shape, everything that decides the statement's text (which
 * filters, which sort, how the page and the total are read), and its values, which travel as the
 * statement's parameters. The statement is built once per shape (document-list-statement.ts) and
 * run with the values of each request.
 */
export type TDateBounds = { from: string | null; to: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter as far as the text goes: its field and, for a text search, the form of the match. */
export type TFilterShape = {
  field: TDocumentFilter['field'];
  /** invoiceNo/searchText: a whole number (looked up with `=`) rather than a part of one. */
  wholeNumber?: boolean;
  /** ettn/searchText: the value is a uuid (else an ETTN cannot match). */
  uuid?: boolean;
};

export type TListShape = {
  /** The session is narrowed to one store (store mode). */
  storeScope: boolean;
  /** A store picked in tenant mode (`storeId`). */
  pickedStore: boolean;
  from: boolean;
  to: boolean;
  filters: TFilterShape[];
  sort: TDocumentSort | null;
};

/** Spec §2: the invoice date range always applies; without one it is the last month. */
export function dateBounds(filters: TDocumentFilter[], now: Date): TDateBounds {
  const range = filters.find((f) => f.field === 'invoiceDate')?.value;
  if (range) return range;
  const today = istanbulDay(now);
  return { from: minusOneMonth(today), to: today };
}

const UPPER_CASE = /^[A-Z0-9]*$/;

/** Invoice numbers are upper case; a 16-character value is a whole number. */
export function numberText(value: string): string {
  // Most searches are digits: the locale's upper-casing costs microseconds and changes nothing.
  return UPPER_CASE.test(value) ? value : value.toLocaleUpperCase('tr-TR');
}

const isWholeNumber = (value: string) => numberText(value).length === INVOICE_NO_LENGTH;

function filterShape(filter: TDocumentFilter): TFilterShape {
  switch (filter.field) {
    case 'invoiceNo':
      return { field: filter.field, wholeNumber: isWholeNumber(filter.value) };
    case 'ettn':
      return { field: filter.field, uuid: UUID.test(filter.value) };
    case 'searchText':
      return {
        field: filter.field,
        wholeNumber: isWholeNumber(filter.value),
        uuid: UUID.test(filter.value),
      };
    default:
      return { field: filter.field };
  }
}

export function listShapeOf(
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): TListShape {
  return {
    storeScope: scope.storeId !== null,
    pickedStore: query.storeId !== undefined,
    from: dates.from !== null,
    to: dates.to !== null,
    filters: query.filters.map(filterShape),
    sort: query.sort,
  };
}

/** A number filter's value: the whole number, or a LIKE pattern of the part. */
function numberValue(value: string): string {
  const text = numberText(value);
  if (text.length === INVOICE_NO_LENGTH) return text;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The parameters of filter `i`, named as document-list-where.ts names them. */
function filterValues(filter: TDocumentFilter, i: number): Record<string, unknown> {
  const name = `f${i}`;
  switch (filter.field) {
    case 'storeName':
      return { [name]: foldedContainsPattern(filter.value) };
    case 'invoiceNo':
      return { [name]: numberValue(filter.value) };
    case 'ettn':
      return UUID.test(filter.value) ? { [name]: filter.value.toLowerCase() } : {};
    case 'searchText':
      return {
        [`${name}no`]: numberValue(filter.value),
        [`${name}store`]: foldedContainsPattern(filter.value),
        [`${name}serial`]: filter.value,
        ...(UUID.test(filter.value) ? { [`${name}ettn`]: filter.value.toLowerCase() } : {}),
      };
    case 'invoiceDate':
      return {};
    default:
      return { [name]: filter.value };
  }
}

/** The values of a number-part search's ranges (parameters `rangeFrom` and `rangeTo`). */
export function rangeValues(ranges: TNumberRange[]): Record<string, unknown> {
  return { rangeFrom: ranges.map((r) => r.from), rangeTo: ranges.map((r) => r.to) };
}

/**
 * Every value a statement of this query's shape takes, by parameter name. Only values that exist
 * are given: a parameter the shape asks for and the request lacks fails the statement.
 */
export function listValues(
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): Record<string, unknown> {
  // A query without a tenant would read every tenant's rows: a programming error, never a filter.
  if (!scope.tenantId) throw new Error('tenant-owned query without a tenant');
  const values: Record<string, unknown> = {
    tenantId: scope.tenantId,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  };
  if (scope.storeId) values.storeScopeId = scope.storeId;
  if (query.storeId) values.pickedStoreId = query.storeId;
  if (dates.from) values.from = dates.from;
  if (dates.to) values.to = dates.to;
  query.filters.forEach((filter, i) => Object.assign(values, filterValues(filter, i)));
  return values;
}
