import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { createAccessTokens } from '../../lib/tokens';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb, type TSignedIn } from '../../test/factories';
import { SESSION_COOKIE } from '../../session/session-cookie';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const refresh = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
const me = (headers: Record<string, string>, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers, ...(cookies ? { cookies } : {}) });

async function signedIn(): Promise<TSignedIn> {
  const { user } = await createTenantWithUser(db);
  return signInAs(t.app, user);
}

describe('POST /api/auth/refresh', () => {
  it('rotates: the new pair works, the used refresh token is dead', async () => {
    const { session } = await signedIn();
    const first = await refresh({
      expiredToken: session.token,
      refreshToken: session.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.tenantId).toBe(session.tenantId);
    expect((await me({ authorization: `Bearer ${next.token}` })).statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(1_296_000);
  });

  it('revokes the whole family when a used token comes back: the newest token dies too', async () => {
    const { session } = await signedIn();
    const second = (await refresh({ refreshToken: session.refreshToken })).json();
    const third = (await refresh({ refreshToken: second.refreshToken })).json();
    const reuse = await refresh({ refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('UNAUTHORIZED');
    expect((await refresh({ refreshToken: third.refreshToken })).statusCode).toBe(401);
  });

  it('refuses an unknown token and an expired token of another user', async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect((await refresh({ refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const mixed = await refresh({
      expiredToken: b.session.token,
      refreshToken: a.session.refreshToken,
    });
    expect(mixed.statusCode).toBe(401);
  });

  it('refuses a deactivated user at refresh', async () => {
    const { user } = await createTenantWithUser(db);
    const { session } = await signInAs(t.app, user);
    await t.pool.query('update users set is_active = false where id = $1', [user.id]);
    expect((await refresh({ refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('access tokens on requests', () => {
  it('answers an expired token with 401', async () => {
    const { session } = await signedIn();
    const tokens = createAccessTokens(t.config.secretKey);
    const check = await tokens.verify(session.token);
    if (!check.ok) throw new Error('fresh token did not verify');
    const expired = await tokens.sign(check.claims, new Date(Date.now() - 20 * 60_000));
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers a tampered or foreign-key token with 401', async () => {
    const { session } = await signedIn();
    const [header, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, ut: 2 })).toString('base64url');
    expect(
      (await me({ authorization: `Bearer ${header}.${forged}.${signature}` })).statusCode,
    ).toBe(401);
    const check = await createAccessTokens(t.config.secretKey).verify(session.token);
    if (!check.ok) throw new Error('fresh token did not verify');
    const foreign = await createAccessTokens(Buffer.alloc(32, 9)).sign({ ...check.claims, ut: 2 });
    expect((await me({ authorization: `Bearer ${foreign}` })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('authenticates, and a tampered cookie is refused and cleared', async () => {
    const { cookie } = await signedIn();
    expect((await me({}, { [SESSION_COOKIE]: cookie })).statusCode).toBe(200);
    const tampered = await me({}, { [SESSION_COOKIE]: `${cookie.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('renews an expired access token from the refresh token, tolerating racing requests', async () => {
    const { user } = await createTenantWithUser(db);
    const { session } = await signInAs(t.app, user);
    const tokens = createAccessTokens(t.config.secretKey);
    const check = await tokens.verify(session.token);
    if (!check.ok) throw new Error('fresh token did not verify');
    const expired = await tokens.sign(check.claims, new Date(Date.now() - 20 * 60_000));
    const cookie = signedCookie(expired, session.refreshToken);
    const [a, b] = await Promise.all([
      me({}, { [SESSION_COOKIE]: cookie }),
      me({}, { [SESSION_COOKIE]: cookie }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const renewed = [a, b].flatMap((r) => r.cookies.filter((c) => c.name === SESSION_COOKIE));
    expect(renewed).toHaveLength(1);
    expect((await me({}, { [SESSION_COOKIE]: renewed[0]?.value ?? '' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh family and clears the cookie', async () => {
    const { session, cookie } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await refresh({ refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('works with a bearer token alone and without any session', async () => {
    const { session } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh({ refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

function signedCookie(accessToken: string, refreshToken: string): string {
  const value = Buffer.from(JSON.stringify({ a: accessToken, r: refreshToken })).toString(
    'base64url',
  );
  return t.app.signCookie(value);
}
