import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorText, serverFieldError } from './field-error';
import { testTranslator } from './test-translator';

const trT = testTranslator('tr');
const enT = testTranslator('en');

describe('form field errors', () => {
  it('translate a shared schema message key into the interface language', () => {
    expect(fieldErrorText('errors.fields.required', trT)).toBe('Bu alan zorunludur.');
    expect(fieldErrorText('errors.fields.required', enT)).toBe('This field is required.');
    expect(fieldErrorText('must be 5, 7, 8 or 9', enT)).toBe('must be 5, 7, 8 or 9');
    expect(fieldErrorText(undefined, trT)).toBeUndefined();
  });

  it('pick the server detail of one body field, by its key and params', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Geçersiz istek.', [
      {
        path: 'body.ownerEmail',
        key: 'errors.fields.emailTaken',
        message: 'Bu e-posta adresiyle kayıtlı bir kullanıcı var.',
      },
      {
        path: 'body.logo',
        key: 'errors.fields.imageTooLarge',
        params: { side: 2000 },
        message: 'x',
      },
      { path: 'body.amount', message: 'must be 20.00' },
    ]);
    expect(serverFieldError(error, 'ownerEmail', enT)).toBe(
      'A user with this e-mail address already exists.',
    );
    expect(serverFieldError(error, 'logo', trT)).toBe(
      'Resim en fazla 512 KB ve 2000×2000 piksel olabilir.',
    );
    expect(serverFieldError(error, 'amount', enT)).toBe('must be 20.00');
    expect(serverFieldError(error, 'name', enT)).toBeUndefined();
    expect(serverFieldError(new Error('x'), 'name', enT)).toBeUndefined();
  });
});
