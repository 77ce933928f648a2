import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZUserList } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';

export type TAdminUserListParams = {
  pageNumber: number;
  pageSize: number;
  searchText?: string | undefined;
  sort?: string | undefined;
};

export const ADMIN_USERS_KEY = ['admin-users'] as const;

export function listAdminUsers(params: TAdminUserListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin-users', { query: params, schema: ZUserList, signal });
}

export function useAdminUserList(params: TAdminUserListParams) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'list', params],
    queryFn: ({ signal }) => listAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
