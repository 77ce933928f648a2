import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReportGroup, type TReportGroupUpdate } from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function updateReportGroup(input: TReportGroupUpdate) {
  return apiRequest('/api/reports/group', { method: 'PUT', body: input, schema: ZReportGroup });
}

export function useUpdateReportGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
