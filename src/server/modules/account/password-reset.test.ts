import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, TEST_PASSWORD, testDb } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service';

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://posbelge.test' });
  db = testDb(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (address: string) => smtp.mailTo(address);

/** The link sits in a quoted-printable body. */
function resetLink(raw: string): URL {
  const match = /http:\/\/posbelge\.test\/reset-password\?userId=[^\s"<]+/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { user } = await createTenantWithUser(db);
    const known = await post('/api/user/forgotPassword', { email: user.email });
    const unknown = await post('/api/user/forgotPassword', { email: 'nobody@test.posbelge.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a link whose code resets the password once', async () => {
    const { user } = await createTenantWithUser(db);
    const { session } = await signInAs(t.app, user);
    await post('/api/user/forgotPassword', { email: user.email.toUpperCase() });
    const mail = await mailTo(user.email);
    expect(mail.raw).toMatch(/^Subject: /m);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text.indexOf('Merhaba')).toBeLessThan(text.indexOf('Hello'));
    const link = resetLink(mail.raw);
    expect(link.searchParams.get('userId')).toBe(user.id);
    const code = link.searchParams.get('code') ?? '';

    const weak = await post('/api/user/resetPassword', {
      userId: user.id,
      code,
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.password' })]),
    );

    const newPassword = 'Yeni!Sifre42';
    const reset = await post('/api/user/resetPassword', {
      userId: user.id,
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    const again = await post('/api/user/resetPassword', {
      userId: user.id,
      code,
      password: 'Other!Pass42',
      confirmPassword: 'Other!Pass42',
    });
    expect(again.statusCode).toBe(400);

    const old = await post('/api/auth/authorize', { email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect((await signInAs(t.app, user, { password: newPassword })).session.user.id).toBe(user.id);
    // Sessions opened before the reset are over.
    expect(
      (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired code and a code of another user', async () => {
    const { user } = await createTenantWithUser(db);
    const other = await createTenantWithUser(db);
    await post('/api/user/forgotPassword', { email: user.email });
    const code = resetLink((await mailTo(user.email)).raw).searchParams.get('code') ?? '';
    const body = { code, password: 'Yeni!Sifre42', confirmPassword: 'Yeni!Sifre42' };
    expect(
      (await post('/api/user/resetPassword', { ...body, userId: other.user.id })).statusCode,
    ).toBe(400);
    await t.pool.query(
      `update password_reset_codes set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    expect((await post('/api/user/resetPassword', { ...body, userId: user.id })).statusCode).toBe(
      400,
    );
  });
});
