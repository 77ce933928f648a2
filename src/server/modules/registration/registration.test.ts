import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '../../../shared/auth/session';
import type { TDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { createAppPool } from '../../db/app-pool';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, testDb } from '../../test/factories';
import { startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { SESSION_COOKIE } from '../../session/session-cookie';
import { REGISTRATION_ACCEPTED_MESSAGE } from './registration.service';
import { confirmationLinkIn, confirmationOf, registrationBody } from './registration.test-support';

const PUBLIC_URL = 'http://posbelge.test';

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  db = testDb(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A client address of its own per call unless given: the per-address limit stays out of the way. */
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration',
    headers: { 'x-forwarded-for': nextIp(), ...headers },
    payload: body,
  });

const confirm = (body: { registrationId: string; code: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration/confirm',
    headers: { 'x-forwarded-for': nextIp() },
    payload: body,
  });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from (${sql}) x`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** Registers and returns the e-mailed link's confirmation body. */
async function registered(overrides: Record<string, unknown> = {}, nthMail = 1) {
  const body = registrationBody(overrides);
  expect((await register(body)).statusCode).toBe(202);
  const mail = await smtp.nthMailTo(body.email, nthMail);
  return { body, confirmation: confirmationOf(confirmationLinkIn(mail.raw)) };
}

describe('sign-up request', () => {
  it('answers the same for a new and a registered address, and each mail says which', async () => {
    const { user } = await createTenantWithUser(db);
    const fresh = registrationBody();
    const known = registrationBody({ email: user.email.toUpperCase() });
    const a = await register(fresh);
    const b = await register(known);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json()).toEqual({ message: REGISTRATION_ACCEPTED_MESSAGE });
    expect(b.json()).toEqual(a.json());

    const freshMail = Buffer.from((await smtp.mailTo(fresh.email)).raw, 'latin1').toString();
    expect(freshMail).toMatch(/Subject: .*=\?UTF-8/);
    expect(confirmationLinkIn(freshMail).origin).toBe(PUBLIC_URL);
    const knownMail = await smtp.mailTo(user.email);
    expect(() => confirmationLinkIn(knownMail.raw)).toThrow(/no confirmation link/);
    expect(knownMail.raw).toContain(`${PUBLIC_URL}/sign-in`);
    // Nothing waits for a confirmation for the known address.
    expect(await count('select 1 from pending_registrations where email = $1', [user.email])).toBe(
      0,
    );
    expect(await count('select 1 from pending_registrations where email = $1', [fresh.email])).toBe(
      1,
    );
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const body = registrationBody();
    await register(body, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const link = confirmationLinkIn((await smtp.mailTo(body.email)).raw);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/register/confirm');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const body = registrationBody({ password: 'zayif', jobTitleId: 42, countryId: 1 });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const paths = (res.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['body.jobTitleId', 'body.password']);
    // A country id that passes the schema but is not on the reference list.
    const unknownCountry = await register(registrationBody({ email: body.email, countryId: 1 }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().details).toEqual([
      expect.objectContaining({ path: 'body.countryId', key: 'errors.fields.country' }),
    ]);
    expect(await count('select 1 from pending_registrations where email = $1', [body.email])).toBe(
      0,
    );
  });

  it('is limited per client address and per e-mail address', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await register(registrationBody(), { 'x-forwarded-for': ip })).statusCode).toBe(202);
    }
    const overIp = await register(registrationBody(), { 'x-forwarded-for': ip });
    expect(overIp.statusCode).toBe(429);
    expect(overIp.json()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { reason: 'registration' },
    });

    const email = registrationBody().email;
    for (let i = 0; i < 10; i += 1) {
      expect((await register(registrationBody({ email }))).statusCode).toBe(202);
    }
    const overEmail = await register(registrationBody({ email }));
    expect(overEmail.statusCode).toBe(429);
    expect(overEmail.json().details.reason).toBe('registration');
  });
});

describe('confirmation', () => {
  it('creates the tenant with its owner once and signs the owner in', async () => {
    const { body, confirmation } = await registered();
    const tenantsBefore = await count('select 1 from tenants');
    const res = await confirm(confirmation);
    expect(res.statusCode).toBe(200);
    const session = res.json<TSession>();
    expect(session.companyName).toBe(body.propertyName);
    expect(session.user).toMatchObject({
      email: body.email,
      userType: 1,
      isTenantOwner: true,
      tenantId: session.tenantId,
    });
    expect(await count('select 1 from tenants')).toBe(tenantsBefore + 1);
    const { rows } = await t.pool.query(
      `select t.name, t.account_owner_id = u.id as owns, u.permissions, u.password_hash is not null as has_password
         from tenants t join users u on u.tenant_id = t.id where t.id = $1`,
      [session.tenantId],
    );
    expect(rows).toEqual([
      { name: body.propertyName, owns: true, permissions: null, has_password: true },
    ]);
    // The session works: the cookie is the owner's, in the new tenant.
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie } });
    expect(me.json()).toMatchObject({
      isOwner: true,
      tenantId: session.tenantId,
      tenantName: body.propertyName,
    });
    const audit = await t.pool.query<{ action: string; entity_type: string }>(
      `select action, entity_type from audit_log where tenant_id = $1 order by id`,
      [session.tenantId],
    );
    expect(audit.rows.map((r) => `${r.action}:${r.entity_type}`)).toEqual([
      'create:tenant',
      'create:user',
      'registration-confirm:registration',
      'sign-in:session',
    ]);
    // The sign-up's password signs in, and the registration no longer holds its hash.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { email: body.email, password: body.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(
      await count(
        'select 1 from pending_registrations where id = $1 and password_hash is null and created_tenant_id = $2',
        [confirmation.registrationId, session.tenantId],
      ),
    ).toBe(1);
  });

  it('makes one tenant of two confirmations racing on one link', async () => {
    const { body, confirmation } = await registered();
    const results = await Promise.all([
      confirm(confirmation),
      confirm(confirmation),
      confirm(confirmation),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        details: { reason: 'registrationLinkUsed' },
      });
    }
    expect(await count('select 1 from tenants where name = $1', [body.propertyName])).toBe(1);
    expect(await count('select 1 from users where email = $1', [body.email])).toBe(1);
  });

  it('refuses a used, an expired and a wrong link with their codes', async () => {
    const used = await registered();
    expect((await confirm(used.confirmation)).statusCode).toBe(200);
    const again = await confirm(used.confirmation);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('registrationLinkUsed');

    const expired = await registered();
    await t.pool.query(
      `update pending_registrations set expires_at = now() - interval '1 second' where id = $1`,
      [expired.confirmation.registrationId],
    );
    const late = await confirm(expired.confirmation);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('REGISTRATION_LINK_EXPIRED');
    expect(await count('select 1 from tenants where name = $1', [expired.body.propertyName])).toBe(
      0,
    );

    const wrong = await confirm({ ...expired.confirmation, code: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.reason).toBe('registrationLinkInvalid');
    const unknown = await confirm({ registrationId: crypto.randomUUID(), code: 'x' });
    expect(unknown.json().details.reason).toBe('registrationLinkInvalid');
  });

  it('refuses a link whose address got an account meanwhile', async () => {
    const first = await registered();
    const second = await registered({ email: first.body.email }, 2);
    expect((await confirm(first.confirmation)).statusCode).toBe(200);
    const res = await confirm(second.confirmation);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.reason).toBe('emailRegistered');
    expect(await count('select 1 from tenants where name = $1', [second.body.propertyName])).toBe(
      0,
    );
  });

  it('keeps sign-ups away from every tenant (row-level security)', async () => {
    const { tenant } = await createTenantWithUser(db);
    await registered();
    const pool = createAppPool(t.config.databaseUrl ?? '', 1);
    try {
      const seen = await withTenantAccess(tenant.id, () =>
        pool.query('select id from pending_registrations'),
      );
      expect(seen.rows).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
