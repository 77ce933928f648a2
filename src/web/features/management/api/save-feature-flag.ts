import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFeatureFlagRow,
  type TFeatureFlagInput,
  type TFeatureFlagUpdate,
} from '../../../../shared/feature-flags/feature-flag-admin';
import { apiRequest } from '../../../lib/api-client';
import { FEATURE_FLAGS_KEY, SESSION_FLAGS_KEY } from './list-feature-flags';

/** Creates a flag, or changes it when the input carries its id. */
export function saveFeatureFlag(input: TFeatureFlagInput | TFeatureFlagUpdate) {
  return apiRequest('/api/management/feature-flags', {
    method: 'id' in input ? 'PUT' : 'POST',
    body: input,
    schema: ZFeatureFlagRow,
  });
}

/** A change reaches the side menu at once (its flags are refetched). */
export function useSaveFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFeatureFlag,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: FEATURE_FLAGS_KEY });
      await client.invalidateQueries({ queryKey: SESSION_FLAGS_KEY });
    },
  });
}
