import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZReportDefinition,
  type TReportDefinitionUpdate,
} from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function updateReportDefinition(input: TReportDefinitionUpdate) {
  return apiRequest('/api/reports/definition', {
    method: 'PUT',
    body: input,
    schema: ZReportDefinition,
  });
}

export function useUpdateReportDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
