import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListQuery, toListSearchParams, type TListQuery } from '../../../lib/list-query';

/** Parameters that belong to the side panels, kept when the list state changes. */
const PANEL_PARAMS = ['view', 'id'];

/** The devices list state in the URL (spec §2 list page query parameters). */
export function useDeviceListUrl() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const update = useCallback(
    (change: Partial<TListQuery>) => {
      setParams((current) => {
        const next = toListSearchParams({ ...parseListQuery(current), ...change });
        for (const name of PANEL_PARAMS) {
          const value = current.get(name);
          if (value !== null) next.set(name, value);
        }
        return next;
      });
    },
    [setParams],
  );
  const openEdit = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('view', 'edit');
        next.set('id', id);
        return next;
      }),
    [setParams],
  );
  return { query, update, openEdit, editId: params.get('id') };
}
