import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSettingList, type TSettingView } from '../../../shared/system-settings/system-settings';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { settings } from '../../db/schema/settings';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createTenantWithUser,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';

type THeaders = { authorization: string };

let t: TTestApp;
let db: TDb;
let admin: THeaders;
let adminInA: THeaders;
let adminInB: THeaders;
let ownerA: THeaders;
let ownerB: THeaders;
let userA: THeaders;
let tenantA: string;

const CANCEL = 'earsiv.cancelWindowDays';

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenantWithUser(db);
  const b = await createTenantWithUser(db);
  tenantA = a.tenant.id;
  const adminUser = await createAdmin(db);
  admin = (await signInAs(t.app, adminUser)).bearer;
  adminInA = (await signInAs(t.app, adminUser, { tenantId: tenantA })).bearer;
  adminInB = (await signInAs(t.app, adminUser, { tenantId: b.tenant.id })).bearer;
  userA = (await signInAs(t.app, a.user)).bearer;
  const ownerOf = async (tenantId: string) =>
    (await signInAs(t.app, await createUser(db, { tenantId, isTenantOwner: true }))).bearer;
  ownerA = await ownerOf(tenantA);
  ownerB = await ownerOf(b.tenant.id);
});
afterAll(() => t.close());

const list = async (headers: THeaders) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/management/settings', headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZSettingList.parse(res.json());
};
const setting = async (headers: THeaders, key: string): Promise<TSettingView> => {
  const found = (await list(headers)).list.find((s) => s.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};
const put = (headers: THeaders, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/management/settings', headers, payload });
const allRows = () => db.select().from(settings).orderBy(settings.key);

describe('system settings', () => {
  it('shows every rule with its default to owners; other tenant users and strangers are refused', async () => {
    expect(await setting(ownerA, CANCEL)).toMatchObject({
      group: 'rules',
      perTenant: true,
      defaultValue: 7,
      globalValue: null,
      tenantValue: null,
      value: 7,
    });
    expect((await list(ownerA)).list.map((s) => s.key)).toEqual([
      'earsiv.cancelWindowDays',
      'documents.maxBackdateDays',
      'efatura.clientResponseDays',
      'earsiv.thresholdAmount',
      'mail.senderName',
      'mail.senderAddress',
      'mail.replyTo',
    ]);
    const asUser = await t.app.inject({ url: '/api/management/settings', headers: userA });
    expect(asUser.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/management/settings' })).statusCode).toBe(401);
  });

  it('lets administrators only change a setting; owners and users are refused and nothing changes', async () => {
    const before = await allRows();
    for (const headers of [ownerA, userA]) {
      const res = await put(headers, { key: CANCEL, scope: 'global', value: 3 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses bad input with 400 and a code, changing nothing', async () => {
    const before = await allRows();
    const bad = [
      { key: CANCEL, scope: 'global', value: 31 },
      { key: CANCEL, scope: 'global', value: 2.5 },
      { key: CANCEL, scope: 'global', value: '3' },
      { key: 'earsiv.unknown', scope: 'global', value: 3 },
      { key: 'mail.senderAddress', scope: 'global', value: 'not-an-address' },
      // Mail settings have no per-tenant value.
      { key: 'mail.senderName', scope: 'tenant', value: 'Anadolu' },
      { key: CANCEL, scope: 'store', value: 3 },
    ];
    for (const payload of bad) {
      const res = await put(adminInA, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const days = await put(admin, { key: CANCEL, scope: 'global', value: 45 });
    expect(days.json().details).toEqual([
      expect.objectContaining({ path: 'body.value', key: 'errors.fields.settingDays' }),
    ]);
    expect(await allRows()).toEqual(before);
  });

  it('keeps a tenant’s own value to that tenant; the global value reaches the others', async () => {
    expect((await put(admin, { key: CANCEL, scope: 'global', value: 5 })).statusCode).toBe(200);
    const own = await put(adminInA, { key: CANCEL, scope: 'tenant', value: 2 });
    expect(own.json()).toMatchObject({ globalValue: 5, tenantValue: 2, value: 2 });
    expect(await setting(ownerA, CANCEL)).toMatchObject({
      globalValue: 5,
      tenantValue: 2,
      value: 2,
    });
    expect(await setting(ownerB, CANCEL)).toMatchObject({
      globalValue: 5,
      tenantValue: null,
      value: 5,
    });
    // An administrators-only route runs past row-level security: the repository's filter alone
    // keeps another tenant's own value out of the answer.
    const inB = await put(adminInB, { key: CANCEL, scope: 'global', value: 5 });
    expect(inB.json()).toMatchObject({ globalValue: 5, tenantValue: null, value: 5 });
    // Without a tenant the administrator sees the global values only.
    expect(await setting(admin, CANCEL)).toMatchObject({ tenantValue: null, value: 5 });
    // value null removes the tenant's own row: the global value applies again.
    const back = await put(adminInA, { key: CANCEL, scope: 'tenant', value: null });
    expect(back.json()).toMatchObject({ tenantValue: null, value: 5 });
  });

  it('needs a selected tenant for a tenant value', async () => {
    const res = await put(admin, { key: CANCEL, scope: 'tenant', value: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'selectTenant' } });
  });

  it('audits every change with its before and after values', async () => {
    await put(adminInA, { key: 'documents.maxBackdateDays', scope: 'tenant', value: 3 });
    await put(adminInA, { key: 'documents.maxBackdateDays', scope: 'tenant', value: 4 });
    await put(adminInA, { key: 'documents.maxBackdateDays', scope: 'tenant', value: null });
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, 'documents.maxBackdateDays')),
      )
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.tenantId, r.action, r.changes])).toEqual([
      [
        tenantA,
        'update',
        { before: { scope: 'tenant', value: null }, after: { scope: 'tenant', value: 3 } },
      ],
      [
        tenantA,
        'update',
        { before: { scope: 'tenant', value: 3 }, after: { scope: 'tenant', value: 4 } },
      ],
      [
        tenantA,
        'delete',
        { before: { scope: 'tenant', value: 4 }, after: { scope: 'tenant', value: null } },
      ],
    ]);
    expect(rows.every((r) => r.userId !== null && r.ip !== null)).toBe(true);
  });
});
