import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAccount } from '../session/get-account';
import {
  LIST_QUERY_DEFAULTS,
  parseListQuery,
  type TFilterEntry,
  type TListQuery,
  type TSortEntry,
} from './list-query';
import { sortChange, writeListState } from './list-state';
import { scopeKeyOf, scopeResetChange } from './scope-reset';

const FIRST_PAGE = { page: LIST_QUERY_DEFAULTS.page };

/**
 * The address bar's query. Navigations render in a transition, so a click right after one can run
 * a handler from the previous render; writing from the live URL never brings an old state back.
 */
function liveParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * Spec §2 list state in the URL: page, size, sort, q, filter and pageTab. Other parameters (the
 * side panel's `view` and `id`) are kept when the list state changes. A new size, search, filter,
 * sort or tab starts again on the first page. A new tenant or store clears filter and sort.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const update = useCallback(
    (change: Partial<TListQuery>) => setParams(() => writeListState(liveParams(), change)),
    [setParams],
  );
  const sort: TSortEntry | undefined = query.sort[0];
  useScopeReset(query, setParams);
  // Stable callbacks: search boxes run effects on them.
  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page }),
      setSize: (size: number) => update({ size, ...FIRST_PAGE }),
      setSearch: (q: string) => update({ q, ...FIRST_PAGE }),
      /** A function form reads the filter in the URL at the moment of writing (late timers). */
      setFilter: (filter: TFilterEntry[] | ((current: TFilterEntry[]) => TFilterEntry[])) =>
        setParams(() =>
          writeListState(liveParams(), {
            filter:
              typeof filter === 'function' ? filter(parseListQuery(liveParams()).filter) : filter,
            ...FIRST_PAGE,
          }),
        ),
      setPageTab: (pageTab: number) => update({ pageTab, ...FIRST_PAGE }),
    }),
    [update, setParams],
  );
  return {
    query,
    sort,
    update,
    ...actions,
    toggleSort: (field: string) => update(sortChange(sort, field)),
  };
}

type TSetParams = ReturnType<typeof useSearchParams>[1];

/** Clears filter and sort in place (no new history entry) when the selected scope changes. */
function useScopeReset(query: TListQuery, setParams: TSetParams) {
  const { data: account } = useAccount();
  const scope = scopeKeyOf(account);
  const previous = useRef(scope);
  useEffect(() => {
    const change = scopeResetChange(previous.current, scope, query);
    previous.current = scope;
    if (change) setParams((current) => writeListState(current, change), { replace: true });
  }, [scope, query, setParams]);
}
