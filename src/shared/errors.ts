import { z } from 'zod';

/** Every error the API returns carries one of these codes; the HTTP status follows from it. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  // Sign-in with a correct password but a missing or wrong one-time code (spec §1).
  OTP_REQUIRED: 401,
  OTP_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  // An uploaded signing certificate (PKCS#12) that cannot be used; details.problem says why.
  CERTIFICATE_INVALID: 422,
  CERTIFICATE_PASSWORD_WRONG: 422,
  CERTIFICATE_EXPIRED: 422,
  // A PKCS#12 whose iteration counts (or parse time / memory) exceed the server's bounds.
  CERTIFICATE_TOO_COSTLY: 400,
  // POS API (docs/pos-api.md).
  DEVICE_UNAUTHORIZED: 401,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  // A sale dated in the future or beyond the back-dating limit (domain.md, documents.maxBackdateDays).
  SALE_TIME_OUT_OF_RANGE: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  DOCUMENT_KIND_NOT_ALLOWED: 422,
  SERIES_NOT_FOUND: 422,
  SERIES_EXHAUSTED: 422,
  // A document whose UBL cannot be built or fails GİB's XSD has no file to download.
  DOCUMENT_FILES_UNAVAILABLE: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Field-level problems, as listed in `details` of a VALIDATION_FAILED error. */
export const ZFieldIssue = z.object({ path: z.string(), message: z.string() });
export type TFieldIssue = z.infer<typeof ZFieldIssue>;
