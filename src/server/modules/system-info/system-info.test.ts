import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSystemInfo, type TSystemInfo } from '../../../shared/system-info/system-info';
import { APP_VERSION } from '../../../shared/version';
import type { TDb } from '../../db/database';
import { exportRequests } from '../../db/schema/export-requests';
import { resolveGibDir } from '../../documents/gib-dir';
import { sharedSimulatorEngine } from '../../documents/integrators/get-integrator-plugin';
import { gibSchematronRelease } from '../../documents/schematron/gib-schematron';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
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
let ownerA: THeaders;
let userA: THeaders;

const MINUTE = 60_000;
const past = () => new Date(Date.now() - MINUTE);
const later = () => new Date(Date.now() + 10 * MINUTE);

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenantWithUser(db);
  const b = await createTenantWithUser(db);
  const inA = { tenantId: a.tenant.id, storeId: a.store.id };
  const inB = { tenantId: b.tenant.id, storeId: b.store.id };
  // A: 2 sends due, 1 track waiting, 1 settled document; B: 3 prepares due, 1 cancel waiting.
  await createDocument(db, { ...inA, status: 1, pipelineStep: 'send', nextCheckAt: past() });
  await createDocument(db, { ...inA, status: 1, pipelineStep: 'send', nextCheckAt: past() });
  await createDocument(db, { ...inA, pipelineStep: 'track', nextCheckAt: later() });
  await createDocument(db, inA);
  for (let i = 0; i < 3; i += 1) {
    await createDocument(db, { ...inB, status: 1, pipelineStep: 'prepare', nextCheckAt: past() });
  }
  await createDocument(db, { ...inB, pipelineStep: 'cancel', nextCheckAt: later() });
  // Exports: A one claimable, B one leased by a worker, one done (not queued).
  const exportRow = (tenantId: string, extra: object) => ({
    tenantId,
    email: 'muhasebe@test.posbelge.test',
    query: {},
    ...extra,
  });
  await db
    .insert(exportRequests)
    .values([
      exportRow(a.tenant.id, {}),
      exportRow(b.tenant.id, { leaseUntil: later() }),
      exportRow(b.tenant.id, { status: 'done' }),
    ]);
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  const owner = await createUser(db, { tenantId: a.tenant.id, isTenantOwner: true });
  ownerA = (await signInAs(t.app, owner)).bearer;
  userA = (await signInAs(t.app, a.user)).bearer;
});
afterAll(() => t.close());

const info = async (headers: THeaders): Promise<TSystemInfo> => {
  const res = await t.app.inject({ url: '/api/management/system-info', headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZSystemInfo.parse(res.json());
};
const queues = (body: TSystemInfo) =>
  Object.fromEntries(body.queues.map((q) => [q.job, [q.due, q.waiting]]));

describe('system info', () => {
  it('gives administrators the version, the database and every tenant’s queue depth per job', async () => {
    const body = await info(admin);
    expect(body).toMatchObject({ version: APP_VERSION, environment: 'test', queueTenantId: null });
    expect(body.database?.serverVersion).toMatch(/^1[5-9]/);
    expect(body.database?.sizeBytes).toBeGreaterThan(1_000_000);
    expect(body.database?.migration).toMatch(/^00\d\d_/);
    // The release of GİB's rules the pipeline checks documents against (History.txt).
    expect(body.gibRules).toEqual({
      schematronRelease: gibSchematronRelease(resolveGibDir(t.config)),
      schematronCheck: true,
    });
    expect(Number(body.gibRules.schematronRelease)).toBeGreaterThanOrEqual(20260312);
    expect(queues(body)).toEqual({
      prepare: [3, 0],
      send: [2, 0],
      track: [0, 1],
      cancel: [0, 1],
      export: [1, 1],
    });
  });

  it('gives an owner their own tenant’s queues and no database figures; users are refused', async () => {
    const body = await info(ownerA);
    expect(body.database).toBeNull();
    expect(body.queueTenantId).not.toBeNull();
    expect(queues(body)).toEqual({
      prepare: [0, 0],
      send: [2, 0],
      track: [0, 1],
      cancel: [0, 0],
      export: [1, 0],
    });
    const refused = await t.app.inject({ url: '/api/management/system-info', headers: userA });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/management/system-info' })).statusCode).toBe(401);
  });

  it('reports whether each active integrator answers', async () => {
    const [reachable] = (await info(admin)).integrators;
    expect(reachable).toMatchObject({
      pluginKey: 'simulator',
      isDefault: true,
      reachable: true,
      error: null,
    });
    const engine = sharedSimulatorEngine(resolveGibDir(t.config));
    engine.control({ action: 'offline', reason: 'Bakım penceresi' });
    try {
      const [down] = (await info(admin)).integrators;
      expect(down).toMatchObject({ reachable: false, latencyMs: null, error: 'Bakım penceresi' });
    } finally {
      engine.control({ action: 'normal' });
    }
  });
});
