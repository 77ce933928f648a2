import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ZFeatureFlagList, type TFeatureFlag } from '../../../shared/auth/feature-flags';
import { apiRequest } from '../api-client';
import { showErrorToast } from '../toast';

export function getFeatureFlags() {
  return apiRequest('/api/internal/feature-flag', { schema: ZFeatureFlagList });
}

const NONE: readonly TFeatureFlag[] = [];

/** Spec §6: flags load after tenant selection; a failure is a toast (spec §8) and no flags. */
export function useFeatureFlags(tenantId: string | null): readonly TFeatureFlag[] {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['feature-flags', tenantId],
    queryFn: getFeatureFlags,
    enabled: tenantId !== null,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.isError) showErrorToast({ message: t('errors.featureFlagFailed') });
  }, [query.isError, t]);
  return (tenantId !== null && query.data?.featureFlags) || NONE;
}
