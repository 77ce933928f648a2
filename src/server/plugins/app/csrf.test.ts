import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { SESSION_COOKIE } from '../../session/session-cookie';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb, TEST_PASSWORD } from '../../test/factories';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.posbelge.test' });
  db = testDb(t);
});
afterAll(() => t.close());

/** A state change made with the session cookie alone, as a browser would send it. */
async function cookieSetup(headers: Record<string, string>) {
  const { user } = await createTenantWithUser(db);
  const { cookie } = await signInAs(t.app, user);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/otp/setup',
    headers,
    cookies: { [SESSION_COOKIE]: cookie },
  });
  const { rows } = await t.pool.query<{ otp_secret: string | null }>(
    'select otp_secret from users where id = $1',
    [user.id],
  );
  return { res, changed: rows[0]?.otp_secret !== null };
}

describe('CSRF check on cookie-authenticated state changes', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses %s and changes nothing', async (_name, headers) => {
    const { res, changed } = await cookieSetup(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Bu istek başka bir siteden geldiği için reddedildi.',
      details: { reason: 'crossSite' },
    });
    expect(changed).toBe(false);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (the user’s own navigation)', { 'sec-fetch-site': 'none' }],
    ['the PUBLIC_URL origin', { origin: 'https://app.posbelge.test' }],
    ['the origin the request was addressed to', { origin: 'http://localhost:80' }],
    ['no browser headers at all', {}],
  ])('lets %s through', async (_name, headers) => {
    const { res, changed } = await cookieSetup(headers);
    expect(res.statusCode).toBe(200);
    expect(changed).toBe(true);
  });

  it('exempts bearer requests, which carry their credential explicitly', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/setup',
      headers: { ...bearer, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in form (login CSRF) but not reads', async () => {
    const { user } = await createTenantWithUser(db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'sec-fetch-site': 'cross-site', ...(await signInAs(t.app, user)).bearer },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('session cookies in production', () => {
  it('are Secure even over plain HTTP with no trusted proxy', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.posbelge.test',
      TRUST_PROXY: 'false',
    });
    try {
      const { user } = await createTenantWithUser(testDb(prod));
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/authorize',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('follow the request scheme outside production', async () => {
    const { user } = await createTenantWithUser(db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });
});
