import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenantWithUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { SESSION_COOKIE } from '../../session/session-cookie';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const selectScope = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/scope', headers, payload });

describe('POST /api/auth/scope', () => {
  it("refuses a tenant user another tenant and another tenant's store (403)", async () => {
    const mine = await createTenantWithUser(db);
    const other = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, mine.user);
    const res = await selectScope(bearer, { tenantId: other.tenant.id, storeId: null });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Bu işlem için yetkiniz yok.',
      details: { reason: 'notAllowed' },
    });
    expect(
      (await selectScope(bearer, { tenantId: mine.tenant.id, storeId: other.store.id })).statusCode,
    ).toBe(403);
  });

  it('narrows a tenant user to a store of their tenant and back', async () => {
    const { user, tenant, store } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const inStore = await selectScope(bearer, { tenantId: tenant.id, storeId: store.id });
    expect(inStore.statusCode).toBe(200);
    expect(inStore.json()).toMatchObject({
      tenantId: tenant.id,
      storeId: store.id,
      companyName: tenant.name,
    });
    expect(inStore.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(1_296_000);
    const back = await selectScope(
      { authorization: `Bearer ${inStore.json().token}` },
      { tenantId: tenant.id, storeId: null },
    );
    expect(back.json()).toMatchObject({ tenantId: tenant.id, storeId: null });
  });

  it('lets an admin pick any tenant and leave it, keeping one refresh family', async () => {
    const admin = await createAdmin(db);
    const a = await createTenantWithUser(db);
    const b = await createTenantWithUser(db);
    const start = await signInAs(t.app, admin);
    const inA = await selectScope(start.bearer, { tenantId: a.tenant.id });
    expect(inA.json()).toMatchObject({ tenantId: a.tenant.id, storeId: null });
    const inB = await selectScope(
      { authorization: `Bearer ${inA.json().token}` },
      { tenantId: b.tenant.id, storeId: b.store.id },
    );
    expect(inB.json()).toMatchObject({ tenantId: b.tenant.id, storeId: b.store.id });
    const out = await selectScope(
      { authorization: `Bearer ${inB.json().token}` },
      { tenantId: null },
    );
    expect(out.json()).toMatchObject({ tenantId: null, storeId: null, companyName: null });
    // The exchanged refresh tokens are retired: presenting one again ends the session.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: start.session.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const latest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: out.json().refreshToken },
    });
    expect(latest.statusCode).toBe(401);
  });

  it('refuses a store from another tenant and a store without a tenant', async () => {
    const admin = await createAdmin(db);
    const a = await createTenantWithUser(db);
    const bStore = await createStore(db, { tenantId: (await createTenantWithUser(db)).tenant.id });
    const { bearer } = await signInAs(t.app, admin);
    expect(
      (await selectScope(bearer, { tenantId: a.tenant.id, storeId: bStore.id })).statusCode,
    ).toBe(403);
    expect((await selectScope(bearer, { tenantId: null, storeId: bStore.id })).statusCode).toBe(
      403,
    );
  });

  it('needs a session', async () => {
    expect((await selectScope({}, { tenantId: null })).statusCode).toBe(401);
  });
});
