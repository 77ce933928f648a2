import { useMutation } from '@tanstack/react-query';
import {
  ZTestMailResult,
  type TTestMailInput,
} from '../../../../shared/system-settings/system-settings';
import { apiRequest } from '../../../lib/api-client';

export function sendTestMail(input: TTestMailInput) {
  return apiRequest('/api/management/settings/test-mail', {
    method: 'POST',
    body: input,
    schema: ZTestMailResult,
  });
}

export function useSendTestMail() {
  return useMutation({ mutationFn: sendTestMail });
}
