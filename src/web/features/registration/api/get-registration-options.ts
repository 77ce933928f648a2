import { useQuery } from '@tanstack/react-query';
import { ZRegistrationOptions } from '../../../../shared/registration/registration';
import { apiRequest } from '../../../lib/api-client';

export function useRegistrationOptions() {
  return useQuery({
    queryKey: ['registration-options'],
    queryFn: () =>
      apiRequest('/api/registration/options', {
        schema: ZRegistrationOptions,
        skipAuthRedirect: true,
      }),
    staleTime: 60 * 60 * 1000,
  });
}
