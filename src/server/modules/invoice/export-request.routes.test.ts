import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { exportRequests } from '../../db/schema/export-requests';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { bearerFor, request, type THeaders } from './invoice.test-support';

const URL = '/api/invoice/export';
let t: TTestApp;
let db: TDb;
let tenantId: string;
let user: Awaited<ReturnType<typeof createUser>>;
let asUser: THeaders;
let asOwner: THeaders;
let asAdmin: THeaders;

async function exportEmails(): Promise<string[]> {
  const rows = await db
    .select({ email: exportRequests.email })
    .from(exportRequests)
    .where(eq(exportRequests.tenantId, tenantId));
  return rows.map((r) => r.email).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const tenant = await createTenant(db);
  tenantId = tenant.id;
  await createStore(db, { tenantId });
  user = await createUser(db, { tenantId });
  asUser = await bearerFor(t, user);
  asOwner = await bearerFor(t, await createUser(db, { tenantId, isTenantOwner: true }));
  const { bearer } = await signInAs(t.app, await createAdmin(db));
  const scoped = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: bearer,
    payload: { tenantId },
  });
  asAdmin = { authorization: `Bearer ${scoped.json<{ token: string }>().token}` };
});
afterAll(() => t.close());

describe('POST /api/invoice/export e-mail address', () => {
  it('refuses another address for a user without the right (403) and stores nothing', async () => {
    const res = await request(t, asUser).post(URL, { email: 'muhasebe@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Dışa aktarma yalnız kendi e-posta adresinize gönderilebilir.',
      details: { reason: 'otherEmail' },
    });
    expect(await exportEmails()).toEqual([]);
  });

  it('accepts the user’s own address, named or not', async () => {
    const named = await request(t, asUser).post(URL, { email: user.email.toUpperCase() });
    expect(named.statusCode).toBe(202);
    expect((await request(t, asUser).post(URL, {})).statusCode).toBe(202);
    expect(await exportEmails()).toEqual([user.email, user.email]);
  });

  it('lets a tenant owner and a platform administrator name another address', async () => {
    const owner = await request(t, asOwner).post(URL, { email: 'owner-copy@example.com' });
    expect(owner.statusCode).toBe(202);
    const admin = await request(t, asAdmin).post(URL, { email: 'admin-copy@example.com' });
    expect(admin.statusCode).toBe(202);
    expect(await exportEmails()).toEqual(
      expect.arrayContaining(['owner-copy@example.com', 'admin-copy@example.com']),
    );
  });
});

describe('POST /api/invoice/export language', () => {
  async function languageOf(id: string): Promise<unknown> {
    const [row] = await db
      .select({ query: exportRequests.query })
      .from(exportRequests)
      .where(eq(exportRequests.id, id));
    return (row?.query as { language?: unknown } | undefined)?.language;
  }

  it('writes the file in the language of the screen it was asked from, else the user’s', async () => {
    const english = await request(t, asUser).post(URL, { language: 'en' });
    expect(english.statusCode).toBe(202);
    expect(await languageOf(english.json<{ exportRequestId: string }>().exportRequestId)).toBe(
      'en',
    );
    const unnamed = await request(t, asUser).post(URL, {});
    expect(await languageOf(unnamed.json<{ exportRequestId: string }>().exportRequestId)).toBe(
      user.languageId,
    );
  });

  it('refuses a language the product does not have (400) and stores nothing', async () => {
    const before = (await exportEmails()).length;
    const res = await request(t, asUser).post(URL, { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await exportEmails()).toHaveLength(before);
  });
});

describe('GET /api/invoice/export/:id', () => {
  it('shows the user their own request as pending', async () => {
    const id = (await request(t, asUser).post(URL, {})).json<{ exportRequestId: string }>()
      .exportRequestId;
    const res = await request(t, asUser).get(`${URL}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      exportRequestId: id,
      status: 'pending',
      email: user.email,
      rowCount: null,
      completedAt: null,
    });
  });

  it('answers 404 to another tenant, another user of the tenant and an unknown id', async () => {
    const id = (await request(t, asUser).post(URL, {})).json<{ exportRequestId: string }>()
      .exportRequestId;
    const other = await createTenant(db);
    await createStore(db, { tenantId: other.id });
    const asOtherTenant = await bearerFor(t, await createUser(db, { tenantId: other.id }));
    const asColleague = await bearerFor(t, await createUser(db, { tenantId }));
    for (const headers of [asOtherTenant, asColleague]) {
      const res = await request(t, headers).get(`${URL}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'exportRequest' } });
    }
    const unknown = await request(t, asUser).get(`${URL}/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect((await request(t, asUser).get(`${URL}/not-a-uuid`)).statusCode).toBe(400);
  });
});
