import {
  LIST_QUERY_DEFAULTS,
  LIST_QUERY_KEYS,
  parseListQuery,
  toListSearchParams,
  type TListQuery,
  type TSortEntry,
} from './list-query';

/**
 * The URL after a change of list state: the list parameters in their canonical order (page, size,
 * sort, q, filter, pageTab), then every other parameter (a side panel's `view` and `id`) kept.
 */
export function writeListState(
  current: URLSearchParams,
  change: Partial<TListQuery>,
): URLSearchParams {
  const next = toListSearchParams({ ...parseListQuery(current), ...change });
  const own: readonly string[] = LIST_QUERY_KEYS;
  for (const [name, value] of current) if (!own.includes(name)) next.append(name, value);
  return next;
}

/** Spec: single-column sort; a click on a column cycles asc → desc → none. */
export function nextSort(sort: TSortEntry | undefined, field: string): TSortEntry[] {
  if (sort?.field !== field) return [{ field, direction: 'asc' }];
  return sort.direction === 'asc' ? [{ field, direction: 'desc' }] : [];
}

/** The change for a click on a sortable column: the next sort, back to the first page. */
export function sortChange(sort: TSortEntry | undefined, field: string): Partial<TListQuery> {
  return { sort: nextSort(sort, field), page: LIST_QUERY_DEFAULTS.page };
}

/** The API form of the sort (`field:direction`), limited to the fields the endpoint accepts. */
export function apiSort(sort: TSortEntry | undefined, allowed: readonly string[]) {
  return sort && allowed.includes(sort.field) ? `${sort.field}:${sort.direction}` : undefined;
}
