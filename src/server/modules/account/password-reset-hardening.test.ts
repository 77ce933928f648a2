import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';

// Counts the password hashes that really ran; the library itself is untouched.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const lib = await original<typeof Argon2>();
  return {
    ...lib,
    hash: (...args: Parameters<typeof lib.hash>) => {
      argon2.hashes += 1;
      return lib.hash(...args);
    },
  };
});

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
const logLines: string[] = [];

// No PUBLIC_URL: links must use the configured default, never the Host header.
beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp(
    { SMTP_URL: smtp.url, PORT: '3999', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  db = testDb(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

function mailedLink(raw: string): URL {
  const match = /https?:\/\/[^\s"<]+\/reset-password\?userId=[^\s"<]+/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

async function resetCode(email: string, headers = {}) {
  await post('/api/user/forgotPassword', { email }, headers);
  return mailedLink((await smtp.mailTo(email)).raw);
}

const NEW_PASSWORD = { password: 'Yeni!Sifre42', confirmPassword: 'Yeni!Sifre42' };

describe('password reset hardening', () => {
  it('builds the link from the configuration, whatever the Host header says', async () => {
    const { user } = await createTenantWithUser(db);
    const link = await resetCode(user.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(link.origin).toBe('http://localhost:3999');
  });

  it('checks the code before hashing the new password', async () => {
    const { user } = await createTenantWithUser(db);
    const before = argon2.hashes;
    const res = await post('/api/user/resetPassword', {
      userId: user.id,
      code: 'x'.repeat(43),
      ...NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(argon2.hashes - before).toBe(0);
  });

  it('ends every access token of the user at once', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const link = await resetCode(user.email);
    const code = link.searchParams.get('code') ?? '';
    const res = await post('/api/user/resetPassword', { userId: user.id, code, ...NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer });
    expect(me.statusCode).toBe(401);
  });

  it('never writes a reset code to the request log', async () => {
    const { user } = await createTenantWithUser(db);
    const link = await resetCode(user.email);
    const code = link.searchParams.get('code') ?? '';
    // The mailed link opens the web app: that page load is logged with its URL.
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await post('/api/user/resetPassword', { userId: user.id, code, ...NEW_PASSWORD });
    const log = logLines.join('');
    expect(log).toContain('/reset-password?userId=');
    expect(log).not.toContain(code);
    expect(log).not.toContain(encodeURIComponent(code));
  });

  it('audits the request and the completed reset with the address they came from', async () => {
    const { user } = await createTenantWithUser(db);
    const headers = { 'x-forwarded-for': '192.0.2.55' };
    const link = await resetCode(user.email, headers);
    const code = link.searchParams.get('code') ?? '';
    await post('/api/user/resetPassword', { userId: user.id, code, ...NEW_PASSWORD }, headers);
    const { rows } = await t.pool.query(
      `select action, user_id, ip, changes from audit_log where entity_id = $1 order by id`,
      [user.id],
    );
    expect(rows).toMatchObject([
      { action: 'password-reset-request', ip: '192.0.2.55', changes: { after: { mailed: true } } },
      { action: 'password-reset', user_id: user.id, ip: '192.0.2.55' },
    ]);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
