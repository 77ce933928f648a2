import { describe, expect, it } from 'vitest';
import { ZForgotPasswordForm, ZResetPasswordForm, ZSignInForm } from './schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );
}

describe('ZSignInForm', () => {
  it('trims the e-mail and turns an empty one-time code into null', () => {
    const result = ZSignInForm.parse({ email: ' ayse@firma.com.tr ', password: 'x', otpCode: ' ' });
    expect(result).toEqual({ email: 'ayse@firma.com.tr', password: 'x', otpCode: null });
  });

  it('keeps a 6-digit one-time code', () => {
    const result = ZSignInForm.parse({ email: 'a@b.co', password: 'x', otpCode: '012345' });
    expect(result.otpCode).toBe('012345');
  });

  it('reports i18n keys per field', () => {
    const result = ZSignInForm.safeParse({ email: '', password: '', otpCode: '12' });
    expect(messages(result)).toEqual({
      email: 'validation.required',
      password: 'validation.required',
      otpCode: 'validation.otpCodeInvalid',
    });
  });

  it('rejects a malformed e-mail', () => {
    const result = ZForgotPasswordForm.safeParse({ email: 'not-an-email' });
    expect(messages(result)).toEqual({ email: 'validation.emailInvalid' });
  });
});

describe('ZResetPasswordForm', () => {
  it('accepts a strong, confirmed password', () => {
    const form = { password: 'Güçlü-Şifre1', confirmPassword: 'Güçlü-Şifre1' };
    expect(ZResetPasswordForm.safeParse(form).success).toBe(true);
  });

  it('applies the shared strength rules, Turkish letters included', () => {
    const valid = (password: string) =>
      ZResetPasswordForm.safeParse({ password, confirmPassword: password }).success;
    expect(valid('Şifre-2025')).toBe(true);
    expect(valid('şifre-2025')).toBe(false);
    expect(valid('Sifre 2025')).toBe(false);
  });

  it('rejects a weak password', () => {
    const result = ZResetPasswordForm.safeParse({
      password: 'password',
      confirmPassword: 'password',
    });
    expect(messages(result)).toEqual({ password: 'validation.passwordWeak' });
  });

  it('rejects a confirmation that differs', () => {
    const result = ZResetPasswordForm.safeParse({
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pasS',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'validation.passwordMismatch' });
  });
});
