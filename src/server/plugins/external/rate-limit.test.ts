import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, TEST_PASSWORD, testDb } from '../../test/factories';
import { RATE_LIMITS } from './rate-limit';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

/** `user` puts a new user's credentials in the payload (`bearer`: a session in the headers). */
type TCall = {
  url: string;
  method?: 'GET' | 'POST';
  payload?: Record<string, unknown>;
  bearer?: boolean;
  user?: boolean;
};

const PUBLIC_ROUTES: [string, number, TCall][] = [
  ['sign-in', RATE_LIMITS.signIn, { url: '/api/auth/authorize', user: true }],
  [
    'refresh',
    RATE_LIMITS.session,
    { url: '/api/auth/refresh', payload: { refreshToken: 'x'.repeat(43) } },
  ],
  ['logout', RATE_LIMITS.session, { url: '/api/auth/logout' }],
  [
    'forgot password',
    RATE_LIMITS.passwordMail,
    { url: '/api/user/forgotPassword', payload: { email: 'x@test.posbelge.test' } },
  ],
  [
    'reset password and invitation accept',
    RATE_LIMITS.passwordReset,
    {
      url: '/api/user/resetPassword',
      payload: {
        userId: crypto.randomUUID(),
        code: 'x'.repeat(43),
        password: 'Yeni!Sifre42',
        confirmPassword: 'Yeni!Sifre42',
      },
    },
  ],
  ['OTP set-up', RATE_LIMITS.otp, { url: '/api/user/otp/setup', bearer: true }],
  [
    'scope',
    RATE_LIMITS.session,
    { url: '/api/auth/scope', payload: { tenantId: null }, bearer: true },
  ],
  ['health', RATE_LIMITS.publicRead, { url: '/api/health', method: 'GET' }],
  ['translations', RATE_LIMITS.publicRead, { url: '/api/resources', method: 'GET' }],
];

describe('request limits on the authentication and public routes', () => {
  it.each(PUBLIC_ROUTES)(
    '%s: %i requests a minute from one address, then 429',
    async (_name, max, call) => {
      const ip = `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const headers: Record<string, string> = { 'x-forwarded-for': ip };
      const { user } = await createTenantWithUser(db);
      if (call.bearer) Object.assign(headers, (await signInAs(t.app, user)).bearer);
      // Right passwords: the per-address count of wrong ones (10) must not answer first.
      const payload = call.user ? { email: user.email, password: TEST_PASSWORD } : call.payload;
      const send = () =>
        t.app.inject({
          method: call.method ?? 'POST',
          url: call.url,
          headers,
          ...(payload ? { payload } : {}),
        });
      for (let i = 0; i < max; i++) expect((await send()).statusCode).not.toBe(429);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
        details: { reason: 'requests', retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await t.app.inject({
        method: call.method ?? 'POST',
        url: call.url,
        headers: { ...headers, 'x-forwarded-for': `${ip}1` },
        ...(payload ? { payload } : {}),
      });
      expect(other.statusCode).not.toBe(429);
    },
  );
});
