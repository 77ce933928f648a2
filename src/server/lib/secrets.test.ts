import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  integratorPwdBinding,
  isLegacySecret,
  otpBinding,
  rebindLegacySecret,
  signingKeyBinding,
} from './secrets';
import { legacyToken } from '../test/legacy-secret';

const key = crypto.randomBytes(32);
const alice = otpBinding('0b6f6b4e-1d1f-4c59-9d0c-2f1e6a4f0001');
const bob = otpBinding('0b6f6b4e-1d1f-4c59-9d0c-2f1e6a4f0002');

describe('secrets at rest', () => {
  it('round-trips under the same key and binding, as a v2 token', () => {
    const token = encryptSecret('integrator-pass-ş', key, alice);
    expect(token.split('.')).toHaveLength(4);
    expect(token.startsWith('v2.')).toBe(true);
    expect(decryptSecret(token, key, alice)).toBe('integrator-pass-ş');
  });

  it('uses a fresh IV every time', () => {
    expect(encryptSecret('x', key, alice)).not.toBe(encryptSecret('x', key, alice));
  });

  it('rejects tampering, a wrong key, another row and another purpose', () => {
    const token = encryptSecret('secret', key, alice);
    const parts = token.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key, alice)).toThrow();
    expect(() => decryptSecret(token, crypto.randomBytes(32), alice)).toThrow();
    expect(() => decryptSecret(token, key, bob)).toThrow();
    expect(() => decryptSecret(token, key, signingKeyBinding(alice.row))).toThrow();
    const pwd = integratorPwdBinding({ tenantId: 't', storeId: 's', docType: 1 });
    const stored = encryptSecret('p', key, pwd);
    expect(() =>
      decryptSecret(stored, key, integratorPwdBinding({ tenantId: 't', storeId: 's', docType: 2 })),
    ).toThrow();
  });

  it('reads a legacy v1 token only to rebind it', () => {
    const legacy = legacyToken('JBSWY3DPEHPK3PXP', key);
    expect(isLegacySecret(legacy)).toBe(true);
    expect(() => decryptSecret(legacy, key, alice)).toThrow();
    const bound = rebindLegacySecret(legacy, key, alice);
    expect(isLegacySecret(bound)).toBe(false);
    expect(decryptSecret(bound, key, alice)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(bound, key, bob)).toThrow();
    expect(() => rebindLegacySecret(legacy, crypto.randomBytes(32), alice)).toThrow();
  });
});
