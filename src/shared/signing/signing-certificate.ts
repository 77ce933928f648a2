import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/** Real files are a few kilobytes, a long chain included; the screen checks before sending. */
export const MAX_PKCS12_BYTES = 128 * 1024;

export const SIGNING_CERTIFICATE_SOURCES = ['generated', 'pkcs12'] as const;

/** The public facts of a tenant's signing certificate; key material never leaves the server. */
export const ZSigningCertificate = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.iso.datetime({ offset: true }),
  notAfter: z.iso.datetime({ offset: true }),
  source: z.enum(SIGNING_CERTIFICATE_SOURCES),
  fingerprintSha256: z.string(),
});
export type TSigningCertificate = z.infer<typeof ZSigningCertificate>;

export const ZReplaceSigningCertificateInput = z.object({
  // Standard base64 of the .p12/.pfx file; the request body limit (1 MiB) bounds its size.
  pkcs12Base64: z
    .string()
    .trim()
    .min(4, { message: messageKey('errors.fields.required') })
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, {
      message: messageKey('errors.fields.base64'),
    }),
  password: z.string().max(1024),
});
export type TReplaceSigningCertificateInput = z.infer<typeof ZReplaceSigningCertificateInput>;
