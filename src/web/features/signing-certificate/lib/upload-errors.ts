import type { TFunction } from 'i18next';
import type { TErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldError } from '../../../lib/field-error';

export type TUploadErrors = { file?: string; password?: string; form?: string };

// A refusal that is about the file itself goes under the file field.
const FILE_CODES: readonly TErrorCode[] = [
  'CERTIFICATE_INVALID',
  'CERTIFICATE_EXPIRED',
  'CERTIFICATE_TOO_COSTLY',
  'PAYLOAD_TOO_LARGE',
];

/**
 * Where a refused upload's message shows: a wrong password on the password field, a file that is
 * not a usable PKCS#12 on the file field, anything else (busy, network) above the form.
 */
export function uploadErrors(error: unknown, t: TFunction): TUploadErrors {
  if (!error) return {};
  if (!(error instanceof ApiError)) return { form: errorMessage(error, t) };
  if (error.code === 'CERTIFICATE_PASSWORD_WRONG') return { password: errorMessage(error, t) };
  if ((FILE_CODES as readonly string[]).includes(error.code))
    return { file: errorMessage(error, t) };
  if (error.code === 'VALIDATION_FAILED') {
    const file = serverFieldError(error, 'pkcs12Base64', t);
    const password = serverFieldError(error, 'password', t);
    if (file || password) return { ...(file ? { file } : {}), ...(password ? { password } : {}) };
  }
  return { form: errorMessage(error, t) };
}
