import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore, createTenant, createUser, signInAs, testDb } from '../../test/factories';

let t: TTestApp;
let db: TDb;
let anadolu: { id: string };
let ege: { id: string };
let egeOwner: { authorization: string };
let egeCashier: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  ege = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  await createStore(db, { tenantId: anadolu.id });
  const owner = await createUser(db, { tenantId: ege.id, isTenantOwner: true });
  egeOwner = (await signInAs(t.app, owner)).bearer;
  const cashier = await createUser(db, { tenantId: ege.id });
  egeCashier = (await signInAs(t.app, cashier)).bearer;
});
afterAll(() => t.close());

const anadoluState = async () =>
  (
    await t.pool.query('select name, phone_number, is_active from tenants where id = $1', [
      anadolu.id,
    ])
  ).rows[0];

describe('a user of Ege Kafe and the tenant Anadolu Market', () => {
  it('cannot read, list, search, change, activate or delete it', async () => {
    const before = await anadoluState();
    const calls = [
      { method: 'GET', url: `/api/tenant?id=${anadolu.id}` },
      { method: 'GET', url: '/api/tenant/list?searchText=anadolu' },
      {
        method: 'PUT',
        url: '/api/tenant',
        payload: { id: anadolu.id, name: 'Ele geçirildi', phoneNumber: '', address: '' },
      },
      {
        method: 'PUT',
        url: '/api/tenant/activation',
        payload: { tenantList: [{ id: anadolu.id, isActive: false }] },
      },
      {
        method: 'PUT',
        url: '/api/tenant/activation',
        payload: {
          tenantList: [
            { id: ege.id, isActive: true },
            { id: anadolu.id, isActive: false },
          ],
        },
      },
      { method: 'DELETE', url: `/api/tenant?Id=${anadolu.id}` },
      {
        method: 'PUT',
        url: '/api/User/Email',
        payload: { tenantId: anadolu.id, email: 'hijack@ege.test' },
      },
      {
        method: 'POST',
        url: '/api/user/customer',
        payload: {
          name: 'Sahte',
          ownerFirstName: 'A',
          ownerLastName: 'B',
          ownerEmail: 'sahte@ege.test',
        },
      },
    ] as const;
    for (const headers of [egeOwner, egeCashier]) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.body).not.toContain('Anadolu');
      }
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/tenant/search?searchText=anadolu',
        headers,
      });
      expect(search.json()).toEqual({ list: [] });
    }
    expect(await anadoluState()).toEqual(before);
    // Sign-ins are audited too; nothing else may be.
    const audit = await t.pool.query(
      "select count(*) from audit_log where entity_type <> 'session'",
    );
    expect(Number(audit.rows[0].count)).toBe(0);
  });

  it('lets the owner read and edit their own tenant, and a cashier neither', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tenant?id=${ege.id}`,
      headers: egeOwner,
    });
    expect(read.json()).toMatchObject({ id: ege.id, name: 'Ege Kafe Ltd. Şti.' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant',
      headers: egeOwner,
      payload: { id: ege.id, name: 'Ege Kafe Ltd. Şti.', phoneNumber: '902325550000' },
    });
    expect(edit.statusCode).toBe(200);
    // Spec §6 defaults hold neither Tenant.View nor Tenant.Edit.
    for (const call of [
      { method: 'GET', url: `/api/tenant?id=${ege.id}` },
      { method: 'PUT', url: '/api/tenant', payload: { id: ege.id, name: 'X' } },
    ] as const) {
      expect((await t.app.inject({ ...call, headers: egeCashier })).statusCode).toBe(403);
    }
  });

  it.each([['Tenant.View'], ['Organisation.View']] as const)(
    'lets a user holding %s read only their own tenant',
    async (permission) => {
      const viewer = await createUser(db, {
        tenantId: ege.id,
        permissions: [permission, 'Invoice.View'],
      });
      const { bearer } = await signInAs(t.app, viewer);
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/tenant?id=${ege.id}`,
        headers: bearer,
      });
      expect(own.statusCode).toBe(200);
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/tenant?id=${anadolu.id}`,
        headers: bearer,
      });
      expect(other.statusCode).toBe(403);
      const edit = await t.app.inject({
        method: 'PUT',
        url: '/api/tenant',
        headers: bearer,
        payload: { id: ege.id, name: 'Ege' },
      });
      expect(edit.statusCode).toBe(403);
    },
  );
});
