import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZReportDefinition,
  type TReportDefinitionInput,
} from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function createReportDefinition(input: TReportDefinitionInput) {
  return apiRequest('/api/reports/definition', {
    method: 'POST',
    body: input,
    schema: ZReportDefinition,
  });
}

export function useCreateReportDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
