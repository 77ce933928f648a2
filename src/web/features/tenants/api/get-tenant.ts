import { useQuery } from '@tanstack/react-query';
import { ZTenant } from '../../../../shared/tenant/tenant';
import { apiRequest } from '../../../lib/api-client';
import { TENANTS_KEY } from './list-tenants';

export function getTenant(id: string, signal?: AbortSignal) {
  return apiRequest('/api/tenant', {
    query: { id, exposeSensitiveData: true },
    schema: ZTenant,
    signal,
  });
}

export function useTenant(id: string | null) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'one', id],
    queryFn: ({ signal }) => getTenant(id ?? '', signal),
    enabled: id !== null,
  });
}
