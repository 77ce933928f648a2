import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTenantList } from '../../../shared/tenant/tenant';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { ADMIN_ACCESS_ACTION } from './data-context';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const adminAccessOf = async (userId: string) =>
  (
    await t.pool.query<{ tenant_id: string | null; changes: { after: unknown } }>(
      'select tenant_id, changes from audit_log where action = $1 and user_id = $2 order by id',
      [ADMIN_ACCESS_ACTION, userId],
    )
  ).rows;

describe('the data context of a request', () => {
  it("a platform administrator's cross-tenant read takes the audited admin path", async () => {
    const a = await createTenantWithUser(db);
    const b = await createTenantWithUser(db);
    const admin = await createAdmin(db);
    const { bearer } = await signInAs(t.app, admin);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/list?pageSize=100',
      headers: bearer,
    });
    expect(res.statusCode).toBe(200);
    const ids = ZTenantList.parse(res.json()).list.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([a.tenant.id, b.tenant.id]));
    expect(await adminAccessOf(admin.id)).toEqual([
      { tenant_id: null, changes: { after: { method: 'GET', route: '/api/tenant/list' } } },
    ]);
  });

  it("a tenant user's request runs in its tenant and writes no admin-access record", async () => {
    const a = await createTenantWithUser(db, { isTenantOwner: true });
    await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, a.user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/store/list?pageSize=100',
      headers: bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ list: { id: string }[] }>().list.map((s) => s.id)).toEqual([a.store.id]);
    expect(await adminAccessOf(a.user.id)).toEqual([]);
  });
});
