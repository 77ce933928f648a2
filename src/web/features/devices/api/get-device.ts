import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDevice } from '../../../../shared/device/device';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './device-keys';

export function getDevice(id: string, signal?: AbortSignal) {
  return apiRequest('/api/device', { query: { id }, schema: ZDevice, signal });
}

export const deviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...DEVICES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getDevice(id, signal),
  });

export function useDevice(id: string | null) {
  return useQuery({ ...deviceQueryOptions(id ?? ''), enabled: id !== null });
}
