import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTenantList } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';

export type TTenantListParams = {
  pageNumber: number;
  pageSize: number;
  searchText?: string | undefined;
  sort?: string | undefined;
};

export const TENANTS_KEY = ['tenants'] as const;

export function listTenants(params: TTenantListParams, signal?: AbortSignal) {
  return apiRequest('/api/tenant/list', {
    query: { ...params, exposeSensitiveData: true },
    schema: ZTenantList,
    signal,
  });
}

export const tenantListOptions = (params: TTenantListParams) =>
  queryOptions({
    queryKey: [...TENANTS_KEY, 'list', params],
    queryFn: ({ signal }) => listTenants(params, signal),
    placeholderData: keepPreviousData,
  });

/** Spec §7 `GET /tenant/list`: administrators only. */
export function useTenantList(params: TTenantListParams, enabled: boolean) {
  return useQuery({ ...tenantListOptions(params), enabled });
}
