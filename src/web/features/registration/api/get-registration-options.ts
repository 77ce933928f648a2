import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRegistrationOptions } from '../../../../shared/registration/registration';
import { apiRequest } from '../../../lib/api-client';

/** Countries, job titles and plans: reference data, the same for every visitor. */
export const registrationOptionsQuery = queryOptions({
  queryKey: ['registration-options'],
  queryFn: () =>
    apiRequest('/api/registration/options', {
      schema: ZRegistrationOptions,
      skipAuthRedirect: true,
    }),
  staleTime: 60 * 60 * 1000,
});

export function useRegistrationOptions() {
  return useQuery(registrationOptionsQuery);
}
