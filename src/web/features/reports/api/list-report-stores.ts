import { useQuery } from '@tanstack/react-query';
import { ZStoreOptionList } from '../../../../shared/organisation/selectors';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

// The server caps selector searches at 200 rows.
const PAGE_SIZE = 200;

/** The selected tenant's stores, for a report's store parameter (tenant mode only). */
export function useReportStores(tenantId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'stores', tenantId],
    queryFn: ({ signal }) =>
      apiRequest('/api/store/search', {
        query: { pageSize: PAGE_SIZE },
        schema: ZStoreOptionList,
        signal,
      }),
    enabled: enabled && tenantId !== null,
  });
}
