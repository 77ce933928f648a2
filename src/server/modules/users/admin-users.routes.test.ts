import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserList, ZUserRow } from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
let manager: { id: string; bearer: { authorization: string } };

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://posbelge.test' });
  db = testDb(t);
  const admin = await createAdmin(db, { manageAdminUsers: true });
  manager = { id: admin.id, bearer: (await signInAs(t.app, admin)).bearer };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const email = () => `admin.${crypto.randomUUID().slice(0, 8)}@posbelge.test`;

describe('GET /api/admin-users paging', () => {
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin-users?${query}`, headers: manager.bearer });

  it('falls back to the default page and size, answers 0 pages when empty', async () => {
    const page = ZUserList.parse((await get('pageNumber=abc&pageSize=-1')).json());
    expect(page).toMatchObject({ currentPage: 1, pageSize: 10 });
    const empty = ZUserList.parse((await get('searchText=kimseyok')).json());
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0 });
    expect((await get('sort=email:sideways')).statusCode).toBe(400);
  });
});

describe('admin users', () => {
  it('are listed, added with an invitation and edited, with audit records', async () => {
    const address = email();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin-users',
      headers: manager.bearer,
      payload: { firstName: 'Gül', lastName: 'Şahin', email: address },
    });
    expect(created.statusCode).toBe(201);
    const row = ZUserRow.parse(created.json());
    expect(row).toMatchObject({ manageAdminUsers: false, isActive: true, hasPassword: false });
    expect(decodeQuotedPrintable((await smtp.mailTo(address)).raw)).toContain(`userId=${row.id}`);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin-users?searchText=sahin',
      headers: manager.bearer,
    });
    expect(ZUserList.parse(list.json()).list.map((u) => u.id)).toEqual([row.id]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/admin-users',
      headers: manager.bearer,
      payload: {
        id: row.id,
        firstName: 'Gül',
        lastName: 'Şahin',
        manageAdminUsers: true,
        isActive: false,
      },
    });
    expect(edit.json()).toMatchObject({ manageAdminUsers: true, isActive: false });
    const audit = await t.pool.query(
      'select action, entity_type, tenant_id from audit_log where entity_id = $1 order by id',
      [row.id],
    );
    expect(audit.rows).toEqual([
      { action: 'create', entity_type: 'admin-user', tenant_id: null },
      { action: 'update', entity_type: 'admin-user', tenant_id: null },
    ]);
  });

  it('never touch tenant users and refuse removing one’s own rights', async () => {
    const { user } = await createTenantWithUser(db);
    const tenantUser = await t.app.inject({
      method: 'PUT',
      url: '/api/admin-users',
      headers: manager.bearer,
      payload: {
        id: user.id,
        firstName: 'X',
        lastName: 'Y',
        manageAdminUsers: true,
        isActive: true,
      },
    });
    expect(tenantUser.statusCode).toBe(404);
    const self = await t.app.inject({
      method: 'PUT',
      url: '/api/admin-users',
      headers: manager.bearer,
      payload: {
        id: manager.id,
        firstName: 'X',
        lastName: 'Y',
        manageAdminUsers: false,
        isActive: true,
      },
    });
    expect(self.statusCode).toBe(409);
  });

  it('need the manageAdminUsers right and no selected tenant', async () => {
    const plainAdmin = (await signInAs(t.app, await createAdmin(db))).bearer;
    const { user, tenant } = await createTenantWithUser(db, { isTenantOwner: true });
    const owner = (await signInAs(t.app, user)).bearer;
    const inTenant = (
      await signInAs(t.app, await createAdmin(db, { manageAdminUsers: true }), {
        tenantId: tenant.id,
      })
    ).bearer;
    for (const headers of [plainAdmin, owner, inTenant]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin-users', headers });
      expect(res.statusCode).toBe(403);
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/admin-users',
        headers,
        payload: { firstName: 'A', lastName: 'B', email: email() },
      });
      expect(add.statusCode).toBe(403);
    }
  });
});
