import type { TListQuery } from '../../../lib/list-query';
import type { TDeviceListParams } from '../api/list-devices';
import { DEVICE_SORT_FIELDS, type TDeviceSortField } from '../../../../shared/device/device-list';

const isSortField = (field: string): field is TDeviceSortField =>
  (DEVICE_SORT_FIELDS as readonly string[]).includes(field);

/** Spec §2 list URL state → the list call: single-column sort, `isActive` filter, q ≥ 2 chars. */
export function deviceListParams(query: TListQuery): TDeviceListParams {
  const sort = query.sort.find((s) => isSortField(s.field));
  const active = query.filter.find((f) => f.field === 'isActive');
  const q = query.q.trim();
  return {
    page: query.page,
    size: Math.min(query.size, 200),
    sort: sort ? `${sort.field}:${sort.direction}` : undefined,
    searchText: q.length >= 2 ? q : undefined,
    isActive: typeof active?.value === 'boolean' ? active.value : undefined,
  };
}
