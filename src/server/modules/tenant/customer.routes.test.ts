import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTenant } from '../../../shared/tenant/tenant';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
let admin: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://posbelge.test' });
  db = testDb(t);
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const unique = () => crypto.randomUUID().slice(0, 8);
const customer = (overrides: Record<string, unknown> = {}) => ({
  name: `Marmara Büfe ${unique()} Ltd. Şti.`,
  city: 'Bursa',
  address: 'Atatürk Cd. No: 5',
  phoneNumber: '90 224 555 11 22',
  webSite: 'https://marmara.example',
  ownerFirstName: 'Şule',
  ownerLastName: 'Çelik',
  ownerEmail: `Sule.${unique()}@Marmara.test`,
  ownerPhoneNumber: '905321112233',
  ...overrides,
});

const invitationLink = (raw: string) => {
  const match = /http:\/\/posbelge\.test\/reset-password\?userId=[^\s"<]+/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match) throw new Error('no invitation link');
  return new URL(match[0].replace(/&amp;/g, '&'));
};

const countRows = async (table: string) =>
  Number((await t.pool.query(`select count(*) from ${table}`)).rows[0].count);

describe('POST /api/user/customer', () => {
  it('creates the tenant and its owner, audits both and invites the owner by e-mail', async () => {
    const input = customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/customer',
      headers: admin,
      payload: input,
    });
    expect(res.statusCode).toBe(201);
    const tenant = ZTenant.parse(res.json());
    const ownerEmail = input.ownerEmail.toLowerCase();
    expect(tenant).toMatchObject({
      name: input.name,
      phoneNumber: '902245551122',
      accountOwnerEmail: ownerEmail,
      accountOwnerFirstName: 'Şule',
      isActive: true,
    });

    const audit = await t.pool.query(
      'select action, entity_type, ip from audit_log where tenant_id = $1 order by id',
      [tenant.id],
    );
    expect(audit.rows.map((r) => `${r.action}:${r.entity_type}`)).toEqual([
      'create:tenant',
      'create:user',
    ]);
    expect(audit.rows[0].ip).toBeTruthy();

    const mail = await smtp.mailTo(ownerEmail);
    // Quoted-printable decodes to bytes; read them as UTF-8.
    const text = Buffer.from(decodeQuotedPrintable(mail.raw), 'latin1').toString('utf8');
    expect(text).toContain('Merhaba Şule');
    expect(text).toContain(input.name);
    expect(text.indexOf('Merhaba')).toBeLessThan(text.indexOf('Hello'));
    const link = invitationLink(mail.raw);
    expect(link.searchParams.get('userId')).toBe(tenant.accountOwnerId);

    const password = 'Davet!Sifre42';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        password,
        confirmPassword: password,
      },
    });
    expect(set.statusCode).toBe(200);
    const { session } = await signInAs(t.app, { email: ownerEmail }, { password });
    expect(session.user).toMatchObject({ isTenantOwner: true, tenantId: tenant.id });
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const before = [await countRows('tenants'), await countRows('users')];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/customer',
      headers: admin,
      payload: customer({ name: ' ', ownerEmail: 'not-an-email', phoneNumber: '12' }),
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.ownerEmail', 'body.phoneNumber']),
    );
    expect([await countRows('tenants'), await countRows('users')]).toEqual(before);
  });

  it('refuses an owner e-mail that already has an account', async () => {
    const { user } = await createTenantWithUser(db);
    const before = await countRows('tenants');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/customer',
      headers: admin,
      payload: customer({ ownerEmail: user.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.ownerEmail' })]);
    expect(await countRows('tenants')).toBe(before);
  });
});

describe('PUT /api/User/Email', () => {
  it("changes the owner's address, audits it and refuses a taken one", async () => {
    const created = ZTenant.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/customer',
          headers: admin,
          payload: customer(),
        })
      ).json(),
    );
    const email = `yeni.${unique()}@marmara.test`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/User/Email',
      headers: admin,
      payload: { tenantId: created.id, email: email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(ZTenant.parse(res.json()).accountOwnerEmail).toBe(email);
    const audit = await t.pool.query(
      `select changes from audit_log where entity_id = $1 and action = 'update'`,
      [created.accountOwnerId],
    );
    expect(audit.rows[0].changes).toEqual({
      before: { email: created.accountOwnerEmail },
      after: { email },
    });

    const { user } = await createTenantWithUser(db);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/User/Email',
      headers: admin,
      payload: { tenantId: created.id, email: user.email },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details[0].path).toBe('body.email');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/User/Email',
      headers: admin,
      payload: { tenantId: crypto.randomUUID(), email: `x.${unique()}@marmara.test` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
