import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TReportGroupActivation } from '../../../../shared/reports/report-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from './report-keys';

export function setReportGroupActivation(input: TReportGroupActivation) {
  return apiRequest('/api/reports/group/activation', {
    method: 'PUT',
    body: input,
    schema: z.object({ updated: z.number() }),
  });
}

export function useSetReportGroupActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReportGroupActivation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
