import { LIST_LIMITS } from '../../../shared/list/list-limits';
import type { TSort } from '../../../shared/list/sort-param';

/** Spec §2 list page query parameters and their defaults (spec §9: page 1, size 10). */
export const LIST_QUERY_DEFAULTS = {
  page: LIST_LIMITS.page,
  size: LIST_LIMITS.size,
  pageTab: 0,
} as const;

/** The list parameters this module owns in the URL; any other parameter belongs to someone else. */
export const LIST_QUERY_KEYS = ['page', 'size', 'sort', 'q', 'filter', 'pageTab'] as const;

export type TSortEntry = TSort<string>;
/** Spec §2: the texts true, false and null stand for the real values. */
export type TFilterValue = string | boolean | null;
export type TFilterEntry = { field: string; value: TFilterValue; type: string };

export type TListQuery = {
  page: number;
  size: number;
  sort: TSortEntry[];
  q: string;
  filter: TFilterEntry[];
  pageTab: number;
};

// Parts are URI-encoded inside the list, so a value may itself hold ':' or ','.
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function encodePart(part: string): string {
  return encodeURIComponent(part);
}

function parseCount(raw: string | null, fallback: number, min: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? value : fallback;
}

export function parseFilterValue(raw: string): TFilterValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  return raw;
}

function formatFilterValue(value: TFilterValue): string {
  return value === null ? 'null' : String(value);
}

function entries(raw: string | null): string[][] {
  if (!raw) return [];
  return raw
    .split(',')
    .filter((entry) => entry !== '')
    .map((entry) => entry.split(':'));
}

function parseSort(raw: string | null): TSortEntry[] {
  const sort: TSortEntry[] = [];
  for (const parts of entries(raw)) {
    const [field, direction] = parts.map(decodePart);
    if (parts.length !== 2 || !field || (direction !== 'asc' && direction !== 'desc')) continue;
    sort.push({ field, direction });
  }
  return sort;
}

// Spec §5: each filter entry has exactly 3 colon-separated parts; anything else is dropped.
function parseFilter(raw: string | null): TFilterEntry[] {
  const filter: TFilterEntry[] = [];
  for (const parts of entries(raw)) {
    const [field, value, type] = parts.map(decodePart);
    if (parts.length !== 3 || !field || value === null || value === undefined || !type) continue;
    filter.push({ field, value: parseFilterValue(value), type });
  }
  return filter;
}

/** Reads a list page's state from the URL; anything malformed falls back to its default. */
export function parseListQuery(params: URLSearchParams): TListQuery {
  return {
    page: parseCount(params.get('page'), LIST_QUERY_DEFAULTS.page, 1),
    size: parseCount(params.get('size'), LIST_QUERY_DEFAULTS.size, 1),
    sort: parseSort(params.get('sort')),
    q: params.get('q') ?? '',
    filter: parseFilter(params.get('filter')),
    pageTab: parseCount(params.get('pageTab'), LIST_QUERY_DEFAULTS.pageTab, 0),
  };
}

/** The URL form of a list state: page and size always, the rest only when set. */
export function toListSearchParams(query: Partial<TListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page ?? LIST_QUERY_DEFAULTS.page));
  params.set('size', String(query.size ?? LIST_QUERY_DEFAULTS.size));
  if (query.sort?.length) {
    params.set('sort', query.sort.map((s) => `${encodePart(s.field)}:${s.direction}`).join(','));
  }
  if (query.q) params.set('q', query.q);
  if (query.filter?.length) {
    const filter = query.filter.map((f) =>
      [f.field, formatFilterValue(f.value), f.type].map(encodePart).join(':'),
    );
    params.set('filter', filter.join(','));
  }
  if (query.pageTab) params.set('pageTab', String(query.pageTab));
  return params;
}

/** A link to the first page of a list, e.g. `/dashboard?page=1&size=10` (spec §2 Menu). */
export function listPath(path: string, query: Partial<TListQuery> = {}): string {
  return `${path}?${toListSearchParams(query).toString()}`;
}
