import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTaxpayerStatusPage } from '../../../shared/integrator/integrator-admin';
import type { TDb } from '../../db/database';
import { integratorProducts, integratorTaxpayerStatus } from '../../db/schema/integrators';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { startTaxpayerStatusPoller } from './taxpayer-status-poller.public';

type THeaders = { authorization: string };

// Valid VKNs (domain.md), one per tenant.
const VKN_A = '4840847211';
const VKN_B = '3900892152';

let t: TTestApp;
let db: TDb;
let admin: THeaders;
let ownerA: THeaders;
let ownerB: THeaders;
let userA: THeaders;
let simulatorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  const b = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  await createStore(db, { tenantId: a.id, taxNo: VKN_A });
  await createStore(db, { tenantId: b.id, taxNo: VKN_B });
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  const signIn = async (tenantId: string, isTenantOwner: boolean) =>
    (await signInAs(t.app, await createUser(db, { tenantId, isTenantOwner }))).bearer;
  ownerA = await signIn(a.id, true);
  ownerB = await signIn(b.id, true);
  userA = await signIn(a.id, false);
  const [simulator] = await db
    .select()
    .from(integratorProducts)
    .where(eq(integratorProducts.isDefault, true));
  if (!simulator) throw new Error('no default integrator');
  simulatorId = simulator.id;
});
afterAll(() => t.close());

const refresh = (headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/integrator/taxpayer-status/refresh', headers });
const control = (payload: object, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integrator/simulator/taxpayer',
    headers,
    payload,
  });
const stored = async (taxNo: string) => {
  const [row] = await db
    .select()
    .from(integratorTaxpayerStatus)
    .where(eq(integratorTaxpayerStatus.taxNo, taxNo));
  return row;
};
const listed = async (headers: THeaders, query = '') => {
  const res = await t.app.inject({ url: `/api/integrator/taxpayer-status${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZTaxpayerStatusPage.parse(res.json());
};

describe('integrator status per taxpayer', () => {
  it('writes online → offline → online with the reason and date the simulator reports', async () => {
    const first = await refresh();
    expect(first.json()).toMatchObject({ failed: 0 });
    const online = await stored(VKN_A);
    expect(online).toMatchObject({
      isOnline: true,
      offlineReason: null,
      name: 'Anadolu Market A.Ş.',
    });
    expect(online?.checkedAt).toBeInstanceOf(Date);

    expect(
      (await control({ id: simulatorId, taxNo: VKN_A, isOnline: false, reason: 'Bakım' }))
        .statusCode,
    ).toBe(200);
    // Nothing is written until the integrator is asked again.
    expect(await stored(VKN_A)).toMatchObject({ isOnline: true });
    const second = await refresh();
    expect(second.json()).toMatchObject({ changed: 1, failed: 0 });
    const offline = await stored(VKN_A);
    expect(offline).toMatchObject({ isOnline: false, offlineReason: 'Bakım' });
    expect(offline?.onlineDate?.getTime()).toBeGreaterThan(online?.onlineDate?.getTime() ?? 0);
    expect(await stored(VKN_B)).toMatchObject({ isOnline: true });

    await control({ id: simulatorId, taxNo: VKN_A, isOnline: true });
    expect((await refresh()).json()).toMatchObject({ changed: 1 });
    const back = await stored(VKN_A);
    expect(back).toMatchObject({ isOnline: true, offlineReason: null });
    expect(back?.onlineDate?.getTime()).toBeGreaterThan(offline?.onlineDate?.getTime() ?? 0);
  });

  it('is polled by the job on its own, without anyone asking', async () => {
    await control({
      id: simulatorId,
      taxNo: VKN_B,
      isOnline: false,
      reason: 'Sertifika süresi doldu',
    });
    const stop = startTaxpayerStatusPoller({
      db,
      config: t.config,
      log: { warn: () => undefined },
      everySeconds: 5,
    });
    try {
      const deadline = Date.now() + 30_000;
      while ((await stored(VKN_B))?.isOnline !== false && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      stop();
    }
    expect(await stored(VKN_B)).toMatchObject({
      isOnline: false,
      offlineReason: 'Sertifika süresi doldu',
    });
    await control({ id: simulatorId, taxNo: VKN_B, isOnline: true });
    expect((await refresh()).json()).toMatchObject({ changed: 1 });
  });

  it('shows an owner only their own tenant’s taxpayers; an administrator all', async () => {
    expect((await listed(ownerA)).list.map((r) => r.taxNo)).toEqual([VKN_A]);
    expect((await listed(ownerB)).list.map((r) => r.taxNo)).toEqual([VKN_B]);
    const all = (await listed(admin)).list.map((r) => r.taxNo);
    expect(all).toEqual(expect.arrayContaining([VKN_A, VKN_B]));
    expect((await listed(ownerA, `?searchText=${VKN_B}`)).rowCount).toBe(0);
    expect((await listed(admin, '?searchText=anadolu')).list.map((r) => r.taxNo)).toEqual([VKN_A]);
    const users = await t.app.inject({ url: '/api/integrator/taxpayer-status', headers: userA });
    expect(users.statusCode).toBe(403);
  });

  it('lets administrators only refresh and control the simulator; bad input changes nothing', async () => {
    const rows = async () =>
      (
        await db.select().from(integratorTaxpayerStatus).orderBy(integratorTaxpayerStatus.taxNo)
      ).map(({ checkedAt: _, ...row }) => row);
    const before = await rows();
    expect((await refresh(ownerA)).statusCode).toBe(403);
    const asOwner = await control({ id: simulatorId, taxNo: VKN_A, isOnline: false }, ownerA);
    expect(asOwner.statusCode).toBe(403);
    const badTaxNo = await control({ id: simulatorId, taxNo: 'ABC', isOnline: false });
    expect(badTaxNo.statusCode).toBe(400);
    expect(badTaxNo.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [legacy] = await db
      .insert(integratorProducts)
      .values({ name: 'Gerçek Entegratör', pluginKey: 'legacy' })
      .returning();
    const real = await control({ id: legacy?.id, taxNo: VKN_A, isOnline: false });
    expect(real.statusCode).toBe(422);
    expect(real.json()).toMatchObject({ details: { reason: 'notSimulator' } });
    // A simulator product that runs as a service this server has no address for: a setting.
    const [service] = await db
      .insert(integratorProducts)
      .values({ name: 'Simülatör servisi', pluginKey: 'simulator-http' })
      .returning();
    const unset = await control({ id: service?.id, taxNo: VKN_A, isOnline: false });
    expect(unset.statusCode).toBe(422);
    expect(unset.json()).toMatchObject({ details: { reason: 'simulatorServiceNotSet' } });
    expect((await refresh()).json()).toMatchObject({ changed: 0 });
    expect(await rows()).toEqual(before);
  });
});
