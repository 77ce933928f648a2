import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { users } from '../../db/schema/users';
import { buildTestApp, type TTestApp } from '../../test/app';
import { newOtpSecret } from './otp';
import { createTenant, createUser, TEST_PASSWORD, testDb } from '../../test/factories';

const ALICE_SECRET = newOtpSecret();
const BOB_SECRET = newOtpSecret();
let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

describe('an encrypted OTP secret copied onto another user', () => {
  it('does not verify there: the secret is bound to its own row', async () => {
    const tenant = await createTenant(db);
    const key = t.config.secretKey;
    const alice = await createUser(db, {
      tenantId: tenant.id,
      otpSecret: ALICE_SECRET,
      secretKey: key,
    });
    const bob = await createUser(db, {
      tenantId: tenant.id,
      otpSecret: BOB_SECRET,
      secretKey: key,
    });
    // Someone with write access to the table (not to SECRET_KEY) plants a secret they know.
    await db.update(users).set({ otpSecret: alice.otpSecret }).where(eq(users.id, bob.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'x-forwarded-for': '192.0.2.91' },
      payload: {
        email: bob.email,
        password: TEST_PASSWORD,
        otpCode: await generate({ secret: ALICE_SECRET }),
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
  });
});
