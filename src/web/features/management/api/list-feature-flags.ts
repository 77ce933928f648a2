import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFeatureFlagPage } from '../../../../shared/feature-flags/feature-flag-admin';
import { apiRequest } from '../../../lib/api-client';

export type TFeatureFlagListParams = { pageNumber: number; pageSize: number; searchText?: string };

export const FEATURE_FLAGS_KEY = ['management', 'feature-flags'] as const;
/** The session's resolved flags (lib/session/get-feature-flags.ts): the menu reads them. */
export const SESSION_FLAGS_KEY = ['feature-flags'] as const;

export function listFeatureFlags(params: TFeatureFlagListParams, signal?: AbortSignal) {
  return apiRequest('/api/management/feature-flags', {
    query: params,
    schema: ZFeatureFlagPage,
    signal,
  });
}

export function useFeatureFlagList(params: TFeatureFlagListParams) {
  return useQuery({
    queryKey: [...FEATURE_FLAGS_KEY, params],
    queryFn: ({ signal }) => listFeatureFlags(params, signal),
    placeholderData: keepPreviousData,
  });
}
