import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeviceList } from '../../../../shared/device/device-list';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export type TDeviceListParams = {
  page: number;
  size: number;
  sort?: string | undefined;
  searchText?: string | undefined;
  isActive?: boolean | undefined;
};

export function listDevices(params: TDeviceListParams, signal?: AbortSignal) {
  return apiRequest('/api/device/list', {
    query: {
      pageNumber: params.page,
      pageSize: params.size,
      sort: params.sort,
      searchText: params.searchText,
      isActive: params.isActive,
    },
    schema: ZDeviceList,
    signal,
  });
}

/** The selected store is part of the key: switching store never shows the last store's rows. */
export const devicesQueryOptions = (storeId: string | null, params: TDeviceListParams) =>
  queryOptions({
    queryKey: [...DEVICES_QUERY_KEY, 'list', storeId, params],
    queryFn: ({ signal }) => listDevices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDevices(storeId: string | null, params: TDeviceListParams) {
  return useQuery(devicesQueryOptions(storeId, params));
}
