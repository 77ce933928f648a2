import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportCatalogue } from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function getReportCatalogue(signal?: AbortSignal) {
  return apiRequest('/api/reports/catalogue', { schema: ZReportCatalogue, signal });
}

export const reportCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'catalogue'],
    queryFn: ({ signal }) => getReportCatalogue(signal),
  });

export function useReportCatalogue() {
  return useQuery(reportCatalogueQueryOptions());
}
