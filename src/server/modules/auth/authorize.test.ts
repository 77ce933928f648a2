import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenants } from '../../db/schema/tenants';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createTenantWithUser,
  createUser,
  signInAs,
  TEST_PASSWORD,
  testDb,
} from '../../test/factories';
import { ANONYMOUS_COOKIE, SESSION_COOKIE } from '../../session/session-cookie';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const authorize = (payload: Record<string, unknown>, ip = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/authorize',
    headers: { 'x-forwarded-for': ip },
    payload,
  });

describe('POST /api/auth/authorize', () => {
  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { user } = await createTenantWithUser(db);
    const wrong = await authorize({ email: user.email, password: 'Wrong!2345' }, '192.0.2.10');
    const unknown = await authorize(
      { email: 'nobody@test.posbelge.test', password: 'Wrong!2345' },
      '192.0.2.11',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'E-posta adresi veya şifre hatalı.',
      details: { reason: 'credentials' },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs a tenant user in to their tenant with default permissions and a 15-day cookie', async () => {
    const { user, tenant } = await createTenantWithUser(db, {
      email: 'Ayse@Test.posbelge.test'.toLowerCase(),
    });
    const res = await authorize(
      { email: ' AYSE@test.posbelge.test ', password: TEST_PASSWORD, otpCode: '' },
      '192.0.2.12',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      tenantId: tenant.id,
      storeId: null,
      companyName: tenant.name,
      expiresIn: 900,
    });
    expect(body.user).toMatchObject({
      id: user.id,
      userType: 1,
      tenantId: tenant.id,
      permissions: expect.arrayContaining(['Invoice.View']),
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('otpSecret');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      maxAge: 15 * 24 * 60 * 60,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('gives admins no tenant unless they ask for one', async () => {
    const admin = await createAdmin(db);
    const { tenant } = await createTenantWithUser(db);
    const plain = await signInAs(t.app, admin);
    expect(plain.session).toMatchObject({ tenantId: null, companyName: null });
    expect(plain.session.user.permissions).toEqual([]);
    const scoped = await signInAs(t.app, admin, { tenantId: tenant.id });
    expect(scoped.session).toMatchObject({ tenantId: tenant.id, companyName: tenant.name });
  });

  it('refuses a tenant user asking for another tenant', async () => {
    const { user } = await createTenantWithUser(db);
    const other = await createTenantWithUser(db);
    const res = await authorize(
      { email: user.email, password: TEST_PASSWORD, tenantId: other.tenant.id },
      '192.0.2.13',
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses inactive users', async () => {
    const { user } = await createTenantWithUser(db, { isActive: false });
    const res = await authorize({ email: user.email, password: TEST_PASSWORD }, '192.0.2.14');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses users of a deactivated tenant, and their refresh tokens stop working', async () => {
    const { tenant, user } = await createTenantWithUser(db);
    const signedIn = await authorize({ email: user.email, password: TEST_PASSWORD }, '192.0.2.16');
    expect(signedIn.statusCode).toBe(200);
    await db.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.id));
    const again = await authorize({ email: user.email, password: TEST_PASSWORD }, '192.0.2.16');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Hesabınız veya işletmeniz pasif durumda.',
      details: { reason: 'inactive' },
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: signedIn.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('rejects malformed input with field details', async () => {
    const res = await authorize({ email: 42 }, '192.0.2.15');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path: 'body.email' })]),
    });
  });
});

describe('failed sign-in limits', () => {
  it('answers the 11th failed attempt within a minute for one account with 429', async () => {
    const { user } = await createTenantWithUser(db);
    for (let i = 0; i < 10; i++) {
      // A new address each time: only the account counter can trip.
      const res = await authorize(
        { email: user.email, password: `Wrong!${i}` },
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await authorize(
      { email: user.email, password: TEST_PASSWORD },
      '198.51.100.99',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Çok fazla başarısız giriş denemesi. Lütfen bir dakika sonra tekrar deneyin.',
    });
    expect(blocked.json().message).toContain('Çok fazla başarısız giriş denemesi');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address across accounts, unknown ones included', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await authorize(
        { email: `nobody${i}@test.posbelge.test`, password: 'Wrong!2345' },
        '203.0.113.7',
      );
      expect(res.statusCode).toBe(401);
    }
    const { user } = await createTenantWithUser(db);
    expect(
      (await authorize({ email: user.email, password: TEST_PASSWORD }, '203.0.113.7')).statusCode,
    ).toBe(429);
    expect(
      (await authorize({ email: user.email, password: TEST_PASSWORD }, '203.0.113.8')).statusCode,
    ).toBe(200);
  });
});

describe('one-time codes at sign-in', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  // Codes built for "now" and "30 s ago" must stay within ±1 step of the server's clock.
  const awayFromStepEdge = async () => {
    const intoStep = (Date.now() / 1000) % 30;
    if (intoStep > 24) await new Promise((r) => setTimeout(r, (30.5 - intoStep) * 1000));
  };

  it('requires the code after a correct password and checks it', async () => {
    await awayFromStepEdge();
    const now = Math.floor(Date.now() / 1000);
    const user = await createUser(db, {
      tenantId: (await createTenantWithUser(db)).tenant.id,
      otpSecret: secret,
      secretKey: t.config.secretKey,
    });
    const wrongPassword = await authorize(
      { email: user.email, password: 'Wrong!2345' },
      '192.0.2.20',
    );
    expect(wrongPassword.json().code).toBe('UNAUTHORIZED');
    const missing = await authorize({ email: user.email, password: TEST_PASSWORD }, '192.0.2.20');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('OTP_REQUIRED');
    const current = await generate({ secret, epoch: now });
    const wrongCode = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    const invalid = await authorize(
      { email: user.email, password: TEST_PASSWORD, otpCode: wrongCode },
      '192.0.2.20',
    );
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().code).toBe('OTP_INVALID');
    // A phone 30 s behind still signs in (±1 step), then the current code does.
    const previousStep = await generate({ secret, epoch: now - 30 });
    const drift = await authorize(
      { email: user.email, password: TEST_PASSWORD, otpCode: previousStep },
      '192.0.2.20',
    );
    expect(drift.statusCode).toBe(200);
    const ok = await authorize(
      { email: user.email, password: TEST_PASSWORD, otpCode: current },
      '192.0.2.20',
    );
    expect(ok.statusCode).toBe(200);
  });

  it('accepts each code once: a replayed or older code is refused', async () => {
    await awayFromStepEdge();
    const now = Math.floor(Date.now() / 1000);
    const user = await createUser(db, {
      tenantId: (await createTenantWithUser(db)).tenant.id,
      otpSecret: secret,
      secretKey: t.config.secretKey,
    });
    const current = await generate({ secret, epoch: now });
    const signIn = (otpCode: string) =>
      authorize({ email: user.email, password: TEST_PASSWORD, otpCode }, '192.0.2.21');
    expect((await signIn(current)).statusCode).toBe(200);
    const replay = await signIn(current);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('OTP_INVALID');
    const older = await generate({ secret, epoch: now - 30 });
    expect((await signIn(older)).json().code).toBe('OTP_INVALID');
  });
});

describe('session cookies', () => {
  it('gives an anonymous visitor a 15-minute cookie and replaces it on sign-in', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/resources' });
    expect(anon.cookies.find((c) => c.name === ANONYMOUS_COOKIE)).toMatchObject({
      maxAge: 900,
      httpOnly: true,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { accept: 'text/html' },
    });
    expect(page.cookies.find((c) => c.name === ANONYMOUS_COOKIE)?.maxAge).toBe(900);
    const { user } = await createTenantWithUser(db);
    const res = await authorize({ email: user.email, password: TEST_PASSWORD }, '192.0.2.30');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(1_296_000);
    expect(res.cookies.find((c) => c.name === ANONYMOUS_COOKIE)?.maxAge ?? 0).toBe(0);
  });
});
