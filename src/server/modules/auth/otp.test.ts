import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, TEST_PASSWORD, testDb } from '../../test/factories';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

describe('OTP enrolment', () => {
  it('sets up, confirms, is then required at sign-in, and disables with a code', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const post = (url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: bearer, ...(payload ? { payload } : {}) });

    const setup = await post('/api/user/otp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/posbelge:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const { rows } = await t.pool.query('select otp_secret, otp_enabled from users where id = $1', [
      user.id,
    ]);
    expect(rows[0].otp_enabled).toBe(false);
    expect(rows[0].otp_secret).not.toContain(secret);

    // Not enabled yet: sign-in still works without a code.
    await signInAs(t.app, user);

    const current = await generate({ secret });
    const wrong = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await post('/api/user/otp/confirm', { code: wrong })).statusCode).toBe(422);
    expect((await post('/api/user/otp/confirm', { code: 'abc' })).statusCode).toBe(400);
    const confirm = await post('/api/user/otp/confirm', { code: await generate({ secret }) });
    expect(confirm.json()).toEqual({ otpEnabled: true });

    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(noCode.json().code).toBe('OTP_REQUIRED');
    await signInAs(t.app, user, { otpCode: await generate({ secret }) });

    expect((await post('/api/user/otp/setup')).statusCode).toBe(409);
    const disable = await post('/api/user/otp/disable', { code: await generate({ secret }) });
    expect(disable.json()).toEqual({ otpEnabled: false });
    await signInAs(t.app, user);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/otp/setup' })).statusCode).toBe(
      401,
    );
  });
});
