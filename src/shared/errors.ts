import { z } from 'zod';

/**
 * The one catalogue of error codes: each code's HTTP status and, where one code covers several
 * situations, the reasons that pick its text (`errors.codes.<CODE>.<reason>` in the i18n maps).
 * The string code is the public identifier; the spec's numbers (§8: 100–112.1) number the old
 * client's failed calls, not kinds of error, so no client could read them and they are not used.
 */
export const ERROR_CATALOGUE = {
  // details: the field issues (TFieldIssue[]).
  VALIDATION_FAILED: { status: 400 },
  BAD_REQUEST: {
    status: 400,
    reasons: ['request', 'multipart', 'resetLinkInvalid', 'registrationLinkInvalid'],
  },
  UNAUTHORIZED: {
    status: 401,
    reasons: [
      'missing',
      'expired',
      'invalid',
      'revoked',
      'refreshMissing',
      'credentials',
      'inactive',
    ],
  },
  // Sign-in with a correct password but a missing or wrong one-time code (spec §1).
  OTP_REQUIRED: { status: 401 },
  OTP_INVALID: { status: 401 },
  FORBIDDEN: {
    status: 403,
    reasons: ['notAllowed', 'selectTenant', 'selectStore', 'crossSite', 'otherEmail'],
  },
  NOT_FOUND: {
    status: 404,
    reasons: [
      'route',
      'tenant',
      'store',
      'device',
      'user',
      'brand',
      'document',
      'saleTransaction',
      'integratorProduct',
      'taxpayer',
      'exportRequest',
      'reportGroup',
      'report',
      'featureFlag',
      'odataEntity',
      'file',
    ],
  },
  METHOD_NOT_ALLOWED: { status: 405 },
  // Answered by Node's HTTP parser's error path (plugins/app/client-errors.ts), not a route.
  REQUEST_TIMEOUT: { status: 408 },
  CONFLICT: {
    status: 409,
    reasons: [
      'noOwner',
      'otpEnabled',
      'tenantHasDocuments',
      'tenantInUse',
      'storeHasDocuments',
      'storeHasDevices',
      'notSelf',
      'ownerStaysActive',
      'cancelPending',
      'importRunning',
      'featureFlagTaken',
      'integratorNameTaken',
      'integratorInUse',
      'defaultIntegratorRequired',
      'registrationLinkUsed',
      'emailRegistered',
      'planActive',
      'paymentInProgress',
    ],
  },
  // A name or serial number already taken; details: the field issue, so the form marks the field.
  BRAND_TAKEN: { status: 409 },
  SERIAL_NUMBER_TAKEN: { status: 409 },
  REPORT_CODE_TAKEN: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413, reasons: ['body', 'certificate', 'upload'] },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  // An Expect header other than 100-continue.
  EXPECTATION_FAILED: { status: 417 },
  REQUEST_HEADERS_TOO_LARGE: { status: 431 },
  UNPROCESSABLE: {
    status: 422,
    reasons: [
      'cancelOnlySentEArsiv',
      'viewRefused',
      'ublRefused',
      'xadesDocTypeRefused',
      'xadesStatusRefused',
      'resendInformationSlip',
      'resendCancelled',
      'resendNotAllowed',
      'correctionAfterGib',
      'otpCodeWrong',
      'cancelWindowPassed',
      'notSimulator',
      'simulatorServiceNotSet',
      'paymentKeyReused',
    ],
  },
  // An uploaded signing certificate (PKCS#12) that cannot be used; the reason says why.
  CERTIFICATE_INVALID: {
    status: 422,
    reasons: ['malformed', 'no-key', 'no-certificate', 'unsupported-key', 'not-yet-valid'],
  },
  CERTIFICATE_PASSWORD_WRONG: { status: 422 },
  CERTIFICATE_EXPIRED: { status: 422 },
  // A PKCS#12 whose iteration counts (or parse time / memory) exceed the server's bounds.
  CERTIFICATE_TOO_COSTLY: { status: 400 },
  // POS API (docs/pos-api.md).
  DEVICE_UNAUTHORIZED: { status: 401, reasons: ['credential', 'deviceNotFound'] },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400 },
  // A sale dated in the future or beyond the back-dating limit (domain.md, documents.maxBackdateDays).
  SALE_TIME_OUT_OF_RANGE: { status: 400, reasons: ['future', 'tooOld'] },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  DOCUMENT_KIND_NOT_ALLOWED: { status: 422 },
  SERIES_NOT_FOUND: { status: 422 },
  SERIES_EXHAUSTED: { status: 422 },
  // A document whose UBL cannot be built or fails GİB's XSD has no file to download.
  DOCUMENT_FILES_UNAVAILABLE: {
    status: 409,
    reasons: ['notRendered', 'ublFailed', 'signingFailed', 'xsdFailed', 'schematronFailed'],
  },
  // An OData query (GET /api/odata/{entity}) the server does not answer; details name the option
  // and the offending part, so a client can fix it.
  ODATA_INVALID: {
    status: 400,
    reasons: [
      'syntax',
      'field',
      'operator',
      'notScope',
      'function',
      'literal',
      'select',
      'expand',
      'orderby',
      'search',
      'top',
      'tooComplex',
      'tooCostly',
    ],
  },
  // Self-service sign-up (modules/registration): a confirmation link past its life.
  REGISTRATION_LINK_EXPIRED: { status: 410 },
  // The payment provider declined the card (spec §8 'Payment not received'); details: attemptId.
  PAYMENT_DECLINED: { status: 402 },
  RATE_LIMITED: {
    status: 429,
    reasons: [
      'requests',
      'signIn',
      'otpAttempts',
      'xsltUploads',
      'certificatesBusy',
      'reportsBusy',
      'registration',
      'payments',
    ],
  },
  INTERNAL: { status: 500 },
  // The payment provider did not answer in time: nothing was activated, the same key may retry.
  PAYMENT_PROVIDER_TIMEOUT: { status: 504 },
  SERVICE_UNAVAILABLE: {
    status: 503,
    reasons: ['filesNotReady', 'mailFailed', 'integratorUnreachable', 'webNotBuilt'],
  },
} as const satisfies Record<string, { status: number; reasons?: readonly string[] }>;

type TCatalogue = typeof ERROR_CATALOGUE;
export type TErrorCode = keyof TCatalogue;

/** The reasons of a code, or never for a code with one text. */
export type TErrorReason<C extends TErrorCode> = TCatalogue[C] extends {
  reasons: readonly (infer R extends string)[];
}
  ? R
  : never;

export function errorStatus(code: TErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** Field-level problems: `key` is the i18n key the web shows, `message` its Turkish text. */
export const ZFieldIssue = z.object({
  path: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
