import type { trErrorCodes } from '../tr/error-codes';
import type { TTree } from '../types';

export const enErrorCodes = {
  VALIDATION_FAILED: 'Invalid request.',
  BAD_REQUEST: {
    request: 'Invalid request.',
    multipart: 'The multipart form data (multipart/form-data) is malformed or incomplete.',
    resetLinkInvalid: 'The password reset link is invalid or has expired.',
    registrationLinkInvalid: 'The registration confirmation link is invalid.',
  },
  UNAUTHORIZED: {
    missing: 'You need to sign in.',
    expired: 'Your session has expired.',
    invalid: 'The session token is invalid.',
    revoked: 'Your session has been ended.',
    refreshMissing: 'A refresh token is required.',
    credentials: 'The e-mail address or password is incorrect.',
    inactive: 'Your account or your business is inactive.',
  },
  OTP_REQUIRED: 'A one-time code is required.',
  OTP_INVALID: 'The one-time code is invalid.',
  FORBIDDEN: {
    notAllowed: 'You are not allowed to do this.',
    selectTenant: 'Select a tenant first.',
    selectStore: 'Select a store first.',
    crossSite: 'This request was refused because it came from another site.',
    otherEmail: 'The export can only be sent to your own e-mail address.',
  },
  PAYLOAD_TOO_LARGE: {
    body: 'The request body may not exceed 1,048,576 bytes.',
    certificate: 'The PKCS#12 file is too large.',
    upload: 'The uploaded file or form fields exceed the allowed limit.',
  },
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  REQUEST_TIMEOUT: 'The request did not complete in time.',
  EXPECTATION_FAILED: 'The Expect header is not supported; only 100-continue is accepted.',
  REQUEST_HEADERS_TOO_LARGE: 'The request headers exceed the allowed size.',
  RATE_LIMITED: {
    requests: 'Too many requests, please try again later.',
    signIn: 'Too many failed sign-in attempts. Please try again in a minute.',
    otpAttempts: 'Too many wrong codes. Please try again in a minute.',
    xsltUploads: 'Too many new stylesheets were uploaded; please try again shortly.',
    certificatesBusy: 'Other certificates are being processed right now; try again shortly.',
    reportsBusy: 'Other reports are being prepared right now; try again shortly.',
    registration: 'Too many registration requests. Please try again later.',
    payments: 'Too many payment attempts. Please try again later.',
  },
  INTERNAL: 'An unexpected error occurred.',
  REGISTRATION_LINK_EXPIRED:
    'The registration confirmation link has expired; please register again.',
  // Spec §8, as written.
  PAYMENT_DECLINED: 'Payment not received',
  PAYMENT_PROVIDER_TIMEOUT:
    'The payment provider did not answer in time; your plan was not activated. You can retry the same payment.',
  SERVICE_UNAVAILABLE: {
    filesNotReady: 'The document files are not ready yet, please try again shortly.',
    integratorUnreachable: 'The integrator could not be reached: {{cause}}',
    mailFailed: 'The e-mail could not be sent; check the mail server settings (SMTP_URL).',
    webNotBuilt: 'The web app is not built: run `npm run build`.',
  },
} as const satisfies TTree<typeof trErrorCodes>;
