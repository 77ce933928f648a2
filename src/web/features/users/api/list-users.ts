import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZUserList } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-client';

export type TUserListParams = {
  isActive: boolean;
  pageNumber: number;
  pageSize: number;
  searchText?: string | undefined;
  sort?: string | undefined;
};

export const USERS_KEY = ['users'] as const;

export function listUsers(params: TUserListParams, signal?: AbortSignal) {
  return apiRequest('/api/users', { query: params, schema: ZUserList, signal });
}

/** The selected tenant's users with the given active flag (spec §2 active/passive users). */
export function useUserList(params: TUserListParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
