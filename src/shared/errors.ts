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
