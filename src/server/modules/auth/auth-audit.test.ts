import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb, TEST_PASSWORD } from '../../test/factories';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const auditOf = async (filter: string, value: string) =>
  (
    await t.pool.query(
      `select action, entity_type, tenant_id, user_id, ip, changes from audit_log
       where ${filter} = $1 order by id`,
      [value],
    )
  ).rows;

describe('the audit log records sign-in, logout and OTP changes', () => {
  it('records a failed and a successful sign-in, never the password', async () => {
    const { user, tenant } = await createTenantWithUser(db);
    const ip = '192.0.2.77';
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'x-forwarded-for': ip },
      payload: { email: user.email, password: 'Wrong!2345' },
    });
    expect(wrong.statusCode).toBe(401);
    await signInAs(t.app, user, { ip });
    const rows = await auditOf('ip', ip);
    expect(rows).toMatchObject([
      {
        action: 'sign-in-failed',
        entity_type: 'session',
        tenant_id: tenant.id,
        user_id: null,
        changes: { after: { email: user.email, reason: 'password' } },
      },
      { action: 'sign-in', entity_type: 'session', tenant_id: tenant.id, user_id: user.id },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Wrong!2345');
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
  });

  it('records a failed sign-in of an unknown address', async () => {
    const ip = '192.0.2.78';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'x-forwarded-for': ip },
      payload: { email: 'nobody@test.posbelge.test', password: 'Wrong!2345' },
    });
    expect(await auditOf('ip', ip)).toMatchObject([
      { action: 'sign-in-failed', user_id: null, changes: { after: { reason: 'password' } } },
    ]);
  });

  it('records logout, OTP enabling and disabling with who and from where', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const headers = { ...bearer, 'x-forwarded-for': '192.0.2.79' };
    const setup = await t.app.inject({ method: 'POST', url: '/api/user/otp/setup', headers });
    const secret = setup.json<{ secret: string }>().secret;
    const code = await generate({ secret });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/confirm',
      headers,
      payload: { code },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/otp/disable',
      headers,
      payload: { code },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const rows = (await auditOf('user_id', user.id)).filter((r) => r.action !== 'sign-in');
    expect(rows).toMatchObject([
      { action: 'otp-enable', entity_type: 'user', ip: '192.0.2.79' },
      { action: 'otp-disable', entity_type: 'user', ip: '192.0.2.79' },
      { action: 'sign-out', entity_type: 'session', ip: '192.0.2.79' },
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
