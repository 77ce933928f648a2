import { describe, expect, it } from 'vitest';
import {
  failedPasswordRules,
  passwordStrength,
  ZResetPasswordInput,
  ZStrongPassword,
} from './password';

describe('password rules (spec §5)', () => {
  it.each([
    ['Kısa!1a', ['minLength']],
    ['alllower!1', ['upperLower']],
    ['NoDigits!!', ['digit']],
    ['NoSpecial12', ['special']],
    ['Şifre!2025', []],
  ] as const)('%s fails %j', (password, failed) => {
    expect(failedPasswordRules(password)).toEqual(failed);
  });

  it('labels weak and strong', () => {
    expect(passwordStrength('password')).toBe('weak');
    expect(passwordStrength('Pass!word1')).toBe('strong');
    expect(ZStrongPassword.safeParse('Pass!word1').success).toBe(true);
    expect(ZStrongPassword.safeParse('password').success).toBe(false);
  });

  it('requires the confirmation to match', () => {
    const base = {
      userId: '3f1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b',
      code: 'abc',
      password: 'Pass!word1',
    };
    expect(ZResetPasswordInput.safeParse({ ...base, confirmPassword: 'Pass!word1' }).success).toBe(
      true,
    );
    const mismatch = ZResetPasswordInput.safeParse({ ...base, confirmPassword: 'Pass!word2' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
