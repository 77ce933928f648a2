import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client';
import { testTranslator } from '../../../lib/test-translator';
import { uploadErrors } from './upload-errors';

const trT = testTranslator('tr');
const enT = testTranslator('en');

describe('uploadErrors', () => {
  it('puts a wrong password on the password field, in either language', () => {
    const error = new ApiError(422, 'CERTIFICATE_PASSWORD_WRONG', 'x', {
      problem: 'wrong-password',
    });
    expect(uploadErrors(error, trT)).toEqual({ password: 'PKCS#12 parolası yanlış.' });
    expect(uploadErrors(error, enT)).toEqual({ password: 'The PKCS#12 password is wrong.' });
  });

  it('puts a file that is not PKCS#12, has no key or is too large on the file field', () => {
    const invalid = (reason: string) =>
      new ApiError(422, 'CERTIFICATE_INVALID', 'x', { problem: reason, reason });
    expect(uploadErrors(invalid('malformed'), trT)).toEqual({
      file: 'Dosya bir PKCS#12 (.p12/.pfx) dosyası değil.',
    });
    expect(uploadErrors(invalid('no-key'), trT)).toEqual({
      file: 'PKCS#12 dosyasında özel anahtar yok.',
    });
    const large = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'x', { reason: 'certificate' });
    expect(uploadErrors(large, enT)).toEqual({ file: 'The PKCS#12 file is too large.' });
    const expired = new ApiError(422, 'CERTIFICATE_EXPIRED', 'x');
    expect(uploadErrors(expired, trT)).toEqual({ file: 'Sertifikanın süresi dolmuş.' });
  });

  it('puts schema issues on their fields', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { path: 'body.pkcs12Base64', key: 'errors.fields.base64', message: 'bad' },
    ]);
    expect(uploadErrors(error, trT)).toEqual({ file: trT('errors.fields.base64') });
  });

  it('shows anything else above the form, and nothing without an error', () => {
    const busy = new ApiError(429, 'RATE_LIMITED', 'x', { reason: 'certificatesBusy' });
    expect(uploadErrors(busy, trT)).toEqual({
      form: 'Şu anda başka sertifikalar işleniyor; biraz sonra yeniden deneyin.',
    });
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, 'x');
    expect(uploadErrors(offline, enT).form).toBe(enT('errors.network'));
    expect(uploadErrors(null, trT)).toEqual({});
  });
});
