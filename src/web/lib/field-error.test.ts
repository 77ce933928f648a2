import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { localizeError, serverFieldError } from './field-error';

describe('form field errors', () => {
  it('show the half of a shared schema message that matches the language', () => {
    expect(localizeError('Bu alan zorunludur. / This field is required.', 'tr')).toBe(
      'Bu alan zorunludur.',
    );
    expect(localizeError('Bu alan zorunludur. / This field is required.', 'en')).toBe(
      'This field is required.',
    );
    expect(localizeError(undefined, 'tr')).toBeUndefined();
  });

  it('pick the server detail of one body field', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Geçersiz istek. / Invalid request.', [
      { path: 'body.ownerEmail', message: 'Kayıtlı. / Taken.' },
    ]);
    expect(serverFieldError(error, 'ownerEmail', 'en')).toBe('Taken.');
    expect(serverFieldError(error, 'name', 'en')).toBeUndefined();
    expect(serverFieldError(new Error('x'), 'name', 'en')).toBeUndefined();
  });
});
