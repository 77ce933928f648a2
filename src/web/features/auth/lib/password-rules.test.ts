import { describe, expect, it } from 'vitest';
import { isStrongPassword, passedPasswordRules } from './password-rules';

describe('password rules', () => {
  it('lists the hints a password meets', () => {
    expect(passedPasswordRules('')).toEqual([]);
    expect(passedPasswordRules('abcdefgh')).toEqual(['minLength']);
    expect(passedPasswordRules('Ab1!')).toEqual(['upperLower', 'special', 'digit']);
  });

  it('needs all four for a strong password, Turkish letters included', () => {
    expect(isStrongPassword('Şifre-2025')).toBe(true);
    expect(isStrongPassword('şifre-2025')).toBe(false);
    expect(isStrongPassword('Sifre 2025')).toBe(false);
  });
});
