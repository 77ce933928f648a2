import { useQuery } from '@tanstack/react-query';
import { ZSigningCertificate } from '../../../../shared/signing/signing-certificate';
import { apiRequest } from '../../../lib/api-client';

export const SIGNING_CERTIFICATE_PATH = '/api/tenant/signing-certificate';

/** Keyed by tenant: the API answers for the selected tenant, so a switch must not reuse it. */
export const signingCertificateKey = (tenantId: string | null) =>
  ['signing-certificate', tenantId] as const;

export function getSigningCertificate(signal?: AbortSignal) {
  return apiRequest(SIGNING_CERTIFICATE_PATH, { schema: ZSigningCertificate, signal });
}

export function useSigningCertificate(tenantId: string | null) {
  return useQuery({
    queryKey: signingCertificateKey(tenantId),
    queryFn: ({ signal }) => getSigningCertificate(signal),
    enabled: tenantId !== null,
  });
}
