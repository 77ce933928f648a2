import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSigningCertificate,
  type TReplaceSigningCertificateInput,
} from '../../../../shared/signing/signing-certificate';
import { apiRequest } from '../../../lib/api-client';
import { SIGNING_CERTIFICATE_PATH, signingCertificateKey } from './get-signing-certificate';

export function replaceSigningCertificate(input: TReplaceSigningCertificateInput) {
  return apiRequest(SIGNING_CERTIFICATE_PATH, {
    method: 'PUT',
    body: input,
    schema: ZSigningCertificate,
  });
}

export function useReplaceSigningCertificate(tenantId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replaceSigningCertificate,
    // The answer is the new current certificate: show it without another round trip.
    onSuccess: (certificate) => client.setQueryData(signingCertificateKey(tenantId), certificate),
  });
}
