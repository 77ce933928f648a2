import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReportGroup, type TReportGroupInput } from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function createReportGroup(input: TReportGroupInput) {
  return apiRequest('/api/reports/group', { method: 'POST', body: input, schema: ZReportGroup });
}

export function useCreateReportGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
