import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserList, ZUserRow } from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenant, createUser, signInAs, testDb } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
let anadolu: { id: string };
let ege: { id: string };
let egeOwner: { authorization: string; userId: string };
let anadoluOwner: { authorization: string; userId: string };

const signIn = async (user: { id: string; email: string }) => ({
  ...(await signInAs(t.app, user)).bearer,
  userId: user.id,
});

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://posbelge.test' });
  db = testDb(t);
  anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  ege = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  egeOwner = await signIn(await createUser(db, { tenantId: ege.id, isTenantOwner: true }));
  anadoluOwner = await signIn(
    await createUser(db, { tenantId: anadolu.id, isTenantOwner: true, firstName: 'Ayşe' }),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const headersOf = ({ authorization }: { authorization: string }) => ({ authorization });
const unique = () => crypto.randomUUID().slice(0, 8);
const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Öykü',
  lastName: 'Işık',
  email: `oyku.${unique()}@anadolu.test`,
  phoneNumber: '905551234567',
  permissions: ['Invoice.View', 'Users.View'],
  ...overrides,
});
const listUsers = async (who: { authorization: string }, query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/users?${query}`,
    headers: headersOf(who),
  });
  expect(res.statusCode).toBe(200);
  return ZUserList.parse(res.json());
};
const usersOfAudit = async (id: string) =>
  (
    await t.pool.query('select action, tenant_id from audit_log where entity_id = $1 order by id', [
      id,
    ])
  ).rows;

describe('tenant users', () => {
  it('adds a passive user with an invitation, then activates them', async () => {
    const input = newUser({ isActive: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: headersOf(anadoluOwner),
      payload: input,
    });
    expect(res.statusCode).toBe(201);
    const user = ZUserRow.parse(res.json());
    expect(user).toMatchObject({ isActive: false, hasPassword: false });
    expect(user.permissions).toEqual(['Invoice.View', 'Users.View']);
    expect(Object.keys(res.json())).not.toContain('passwordHash');

    const mail = await smtp.mailTo(input.email);
    const text = Buffer.from(decodeQuotedPrintable(mail.raw), 'latin1').toString('utf8');
    expect(text).toContain('Merhaba Öykü');
    expect(text).toContain('Anadolu Market A.Ş.');
    expect(text).toContain(`reset-password?userId=${user.id}`);

    const passive = await listUsers(anadoluOwner, 'isActive=false');
    expect(passive.list.map((u) => u.id)).toContain(user.id);
    const activate = await t.app.inject({
      method: 'PUT',
      url: '/api/users/activation',
      headers: headersOf(anadoluOwner),
      payload: { userList: [{ id: user.id, isActive: true }] },
    });
    expect(activate.json()).toEqual({ updated: 1 });
    const active = await listUsers(anadoluOwner, `isActive=true&searchText=oyku`);
    expect(active.list.map((u) => u.id)).toContain(user.id);
    expect(await usersOfAudit(user.id)).toEqual([
      { action: 'create', tenant_id: anadolu.id },
      { action: 'activate', tenant_id: anadolu.id },
    ]);
  });

  it('edits permissions with the spec §6 keys and audits the change', async () => {
    const created = ZUserRow.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: headersOf(anadoluOwner),
          payload: newUser(),
        })
      ).json(),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: headersOf(anadoluOwner),
      payload: {
        id: created.id,
        firstName: 'Öykü',
        lastName: 'Işık',
        permissions: ['Tenant.View', 'Stores.Edit', 'Tenant.View'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(ZUserRow.parse(res.json()).permissions).toEqual(['Tenant.View', 'Stores.Edit']);
    expect((await usersOfAudit(created.id)).map((r) => r.action)).toEqual(['create', 'update']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: headersOf(anadoluOwner),
      payload: { id: created.id, firstName: '', lastName: 'Işık', permissions: ['Root.All'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.firstName', 'body.permissions.0']),
    );
  });

  it('refuses invalid and taken e-mails with field errors, creating nothing', async () => {
    const count = async () =>
      Number((await t.pool.query('select count(*) from users')).rows[0].count);
    const before = await count();
    for (const email of ['yok', (await createUser(db, { tenantId: ege.id })).email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: headersOf(anadoluOwner),
        payload: newUser({ email }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('body.email');
    }
    expect(await count()).toBe(before + 1);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const member = await createUser(db, { tenantId: anadolu.id });
    const { session } = await signInAs(t.app, member);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/activation',
      headers: headersOf(anadoluOwner),
      payload: { userList: [{ id: member.id, isActive: false }] },
    });
    expect(res.json()).toEqual({ updated: 1 });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses deactivating the owner or oneself', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/activation',
      headers: headersOf(anadoluOwner),
      payload: { userList: [{ id: anadoluOwner.userId, isActive: false }] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('lets a default user list but not change users', async () => {
    const cashier = await signIn(await createUser(db, { tenantId: anadolu.id }));
    expect((await listUsers(cashier, 'isActive=true')).rowCount).toBeGreaterThan(0);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: headersOf(cashier),
      payload: newUser(),
    });
    expect(add.statusCode).toBe(403);
  });
});

describe('GET /api/users paging', () => {
  it('falls back to the default page and size for bad values (spec §5)', async () => {
    const page = await listUsers(anadoluOwner, 'pageNumber=x&pageSize=0');
    expect(page).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(await listUsers(anadoluOwner, 'pageSize=5000')).toMatchObject({ pageSize: 200 });
  });

  it('answers 0 pages for an empty result and refuses an unknown sort column', async () => {
    const empty = await listUsers(anadoluOwner, 'searchText=kimseyok');
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0, list: [] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?sort=passwordHash:asc',
      headers: headersOf(anadoluOwner),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a user of Ege Kafe and the users of Anadolu Market', () => {
  it('cannot list, search, change or activate them', async () => {
    const target = await createUser(db, {
      tenantId: anadolu.id,
      firstName: 'Hedef',
      isActive: false,
    });
    const listed = await listUsers(egeOwner, 'searchText=hedef');
    expect(listed.rowCount).toBe(0);
    const all = await listUsers(egeOwner, 'pageSize=100');
    expect(all.list.every((u) => u.id !== anadoluOwner.userId && u.id !== target.id)).toBe(true);
    const calls = [
      {
        method: 'PUT',
        url: '/api/users',
        payload: { id: target.id, firstName: 'X', lastName: 'Y', permissions: [] },
      },
      {
        method: 'PUT',
        url: '/api/users/activation',
        payload: { userList: [{ id: target.id, isActive: true }] },
      },
      {
        method: 'PUT',
        url: '/api/users/activation',
        payload: {
          userList: [
            { id: egeOwner.userId, isActive: true },
            { id: target.id, isActive: true },
          ],
        },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: headersOf(egeOwner) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.body).not.toContain('Hedef');
    }
    const row = await t.pool.query('select first_name, is_active from users where id = $1', [
      target.id,
    ]);
    expect(row.rows[0]).toEqual({ first_name: 'Hedef', is_active: false });
    expect(await usersOfAudit(target.id)).toEqual([]);
  });

  it('needs a selected tenant and a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
