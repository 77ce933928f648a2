import { generate } from 'otplib';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb, TEST_PASSWORD } from '../../test/factories';
import { SIGN_IN_FAILURE_LIMIT } from './sign-in-limits';

// Counts the password checks that really ran; the library itself is untouched.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const lib = await original<typeof Argon2>();
  return {
    ...lib,
    verify: (...args: Parameters<typeof lib.verify>) => {
      argon2.verifications += 1;
      return lib.verify(...args);
    },
  };
});

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('sign-in attempts are reserved before the password is checked', () => {
  it('lets 500 parallel wrong passwords for one account make at most 10 guesses', async () => {
    const { user } = await createTenantWithUser(db);
    const before = argon2.verifications;
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/authorize',
          // A new address each time: only the account's count can hold them back.
          headers: { 'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${i % 250}` },
          payload: { email: user.email, password: `Wrong!${i}` },
        }),
      ),
    );
    expect(argon2.verifications - before).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
    expect(tally(answers.map((a) => a.statusCode))).toEqual({
      401: SIGN_IN_FAILURE_LIMIT,
      429: 500 - SIGN_IN_FAILURE_LIMIT,
    });
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('gives a successful sign-in its reservation back', async () => {
    const { user } = await createTenantWithUser(db);
    const ip = '10.98.0.1';
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 2; i++) {
      await signInAs(t.app, user, { ip });
    }
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'x-forwarded-for': ip },
      payload: { email: user.email, password: 'Wrong!2345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      (await signInAs(t.app, user, { ip, password: TEST_PASSWORD })).session.token,
    ).toBeTruthy();
  });
});

describe('one-time-code checks outside sign-in are reserved too', () => {
  it('lets 100 parallel wrong codes on /api/user/otp/disable make at most 10 guesses', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/setup',
      headers: bearer,
    });
    const secret = setup.json<{ secret: string }>().secret;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/confirm',
      headers: bearer,
      payload: { code: await generate({ secret }) },
    });
    expect(confirm.statusCode).toBe(200);
    const right = await generate({ secret });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/otp/disable',
          headers: { ...bearer, 'x-forwarded-for': `10.97.0.${i}` },
          payload: { code: wrong },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({
      422: SIGN_IN_FAILURE_LIMIT,
      429: 100 - SIGN_IN_FAILURE_LIMIT,
    });
    const stillOn = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/disable',
      headers: { ...bearer, 'x-forwarded-for': '10.97.1.1' },
      payload: { code: right },
    });
    expect(stillOn.statusCode).toBe(429);
  });
});
