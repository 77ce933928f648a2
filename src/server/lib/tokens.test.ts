import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccessTokens,
  deriveKey,
  hashToken,
  newOpaqueToken,
  type TAccessClaims,
} from './tokens';

const KEY = Buffer.alloc(32, 7);
const claims: TAccessClaims = {
  sub: '3f1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b',
  ut: 1,
  tid: '9a1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b',
  sid: null,
  perms: ['Invoice.View'],
  own: false,
  mau: false,
  fam: '7b1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b',
};

describe('access tokens', () => {
  const tokens = createAccessTokens(KEY);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips the claims and lives 15 minutes', async () => {
    const token = await tokens.sign(claims);
    const signedAt = new Date();
    const stamped = await tokens.sign(claims, signedAt);
    expect(await tokens.verify(stamped)).toEqual({
      ok: true,
      claims,
      issuedAtMs: signedAt.getTime(),
    });
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBeCloseTo(900, 3);
  });

  it('reports an expired token with its claims', async () => {
    const token = await tokens.sign(claims, new Date(Date.now() - 16 * 60_000));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('still reports a token expired once its time is up after it was verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fresh = createAccessTokens(KEY);
    const token = await fresh.sign(claims);
    expect(await fresh.verify(token)).toMatchObject({ ok: true, claims });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect(await fresh.verify(token)).toMatchObject({ ok: true, claims });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await fresh.verify(token)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('hands out claims no caller can change for the next request', async () => {
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    if (!first.ok) throw new Error('the token did not verify');
    expect(() => first.claims.perms.push('Dashboard.View')).toThrow(TypeError);
    expect(() => Object.assign(first.claims, { tid: null })).toThrow(TypeError);
    expect(await tokens.verify(token)).toMatchObject({ ok: true, claims });
  });

  it('refuses a token signed with another key or altered', async () => {
    const foreign = await createAccessTokens(Buffer.alloc(32, 8)).sign(claims);
    expect(await tokens.verify(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const [h, p, s] = (await tokens.sign(claims)).split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, ut: 2 })).toString('base64url');
    expect(await tokens.verify(`${h}.${altered}.${s}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(`${h}.${p}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('derives distinct keys per purpose', () => {
    expect(deriveKey(KEY, 'cookie').equals(deriveKey(KEY, 'access-token'))).toBe(false);
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes, stored as sha256', () => {
    const token = newOpaqueToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newOpaqueToken()).not.toBe(token);
  });
});
