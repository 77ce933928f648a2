import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIST_QUERY_DEFAULTS,
  parseListQuery,
  type TListQuery,
  type TSortEntry,
} from './list-query';

/**
 * Spec §2 list state in the URL: page, size, sort and q. Other parameters (the side panel's
 * `view` and `id`) are kept when the list state changes.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const update = useCallback(
    (change: Partial<Pick<TListQuery, 'page' | 'size' | 'q' | 'sort'>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const merged = { ...parseListQuery(current), ...change };
        next.set('page', String(merged.page));
        next.set('size', String(merged.size));
        if (merged.q) next.set('q', merged.q);
        else next.delete('q');
        const sort = merged.sort[0];
        if (sort) next.set('sort', `${sort.field}:${sort.direction}`);
        else next.delete('sort');
        return next;
      });
    },
    [setParams],
  );
  const sort: TSortEntry | undefined = query.sort[0];
  // Stable callbacks: search boxes run effects on them.
  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page }),
      setSize: (size: number) => update({ size, page: LIST_QUERY_DEFAULTS.page }),
      setSearch: (q: string) => update({ q, page: LIST_QUERY_DEFAULTS.page }),
    }),
    [update],
  );
  return {
    query,
    sort,
    ...actions,
    /** Spec: single-column sort; a click cycles asc → desc → none. */
    toggleSort: (field: string) => {
      const direction =
        sort?.field !== field ? 'asc' : sort.direction === 'asc' ? 'desc' : undefined;
      update({ sort: direction ? [{ field, direction }] : [], page: LIST_QUERY_DEFAULTS.page });
    },
  };
}

/** The API form of the sort (`field:direction`), limited to the fields the endpoint accepts. */
export function apiSort(sort: TSortEntry | undefined, allowed: readonly string[]) {
  return sort && allowed.includes(sort.field) ? `${sort.field}:${sort.direction}` : undefined;
}
