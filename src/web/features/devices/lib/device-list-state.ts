import { DEVICE_SORT_FIELDS } from '../../../../shared/device/device-list';
import { LIST_LIMITS } from '../../../../shared/list/list-limits';
import type { TListQuery } from '../../../lib/list/list-query';
import { apiSort } from '../../../lib/list/list-state';
import type { TDeviceListParams } from '../api/list-devices';

/** Spec §2 list URL state → the list call: single-column sort, `isActive` filter, q ≥ 2 chars. */
export function deviceListParams(query: TListQuery): TDeviceListParams {
  const active = query.filter.find((f) => f.field === 'isActive');
  const q = query.q.trim();
  return {
    page: query.page,
    size: Math.min(query.size, LIST_LIMITS.maxSize),
    sort: apiSort(query.sort[0], DEVICE_SORT_FIELDS),
    searchText: q.length >= 2 ? q : undefined,
    isActive: typeof active?.value === 'boolean' ? active.value : undefined,
  };
}
