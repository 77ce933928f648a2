import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets';

describe('secrets at rest', () => {
  const key = crypto.randomBytes(32);

  it('round-trips and never contains the plain text', () => {
    const token = encryptSecret('integrator-pass-ş', key);
    expect(token).not.toContain('integrator-pass');
    expect(decryptSecret(token, key)).toBe('integrator-pass-ş');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('x', key)).not.toBe(encryptSecret('x', key));
  });

  it('refuses a tampered token or a wrong key', () => {
    const token = encryptSecret('secret', key);
    const parts = token.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key)).toThrow();
    expect(() => decryptSecret(token, crypto.randomBytes(32))).toThrow();
  });
});
