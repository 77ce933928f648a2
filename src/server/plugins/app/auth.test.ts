import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '../../../shared/auth/permissions';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { createAccessTokens, deriveKey, type TAccessClaims } from '../../lib/tokens';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createAdmin } from '../../test/factories';
import { registerAuth, type TRequireOptions } from './auth';
import { registerErrorHandler } from './errors';
import { requireTenant, scopeOf, type TScope } from './scope';

const KEY = Buffer.alloc(32, 3);
const tokens = createAccessTokens(KEY);
const TENANT = '9a1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b';
const STORE = '5c1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b';
const USER = '3f1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b';

const GUARDS: Record<string, TRequireOptions> = {
  any: {},
  admin: { admin: true },
  tenant: { tenant: true },
  store: { store: true },
  tenantEdit: { permission: 'Tenant.Edit' },
  management: { area: 'management' },
  adminUsers: { manageAdminUsers: true },
};

let app: FastifyInstance;
let database: TTestDatabase;
let pool: AppPool;

beforeAll(async () => {
  database = await createTestDatabase();
  // The guard checks the token's user and session are still current; the claims below are its.
  await createAdmin(createDb(database.pool), { id: USER });
  pool = createAppPool(database.url, 2);
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie, { secret: deriveKey(KEY, 'cookie') });
  registerAuth(app, { db: createDb(pool), tokens });
  for (const [name, options] of Object.entries(GUARDS)) {
    app.get(`/t/${name}`, { onRequest: app.auth.require(options) }, async (request) =>
      scopeOf(request),
    );
  }
  app.get('/t/requires-tenant', { onRequest: app.auth.require() }, async (request) => ({
    tenantId: requireTenant(scopeOf(request)),
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
  await database.drop();
});

const claims = (overrides: Partial<TAccessClaims> = {}): TAccessClaims => ({
  sub: USER,
  ut: 1,
  tid: TENANT,
  sid: null,
  perms: [...DEFAULT_PERMISSIONS],
  own: false,
  mau: false,
  fam: '7b1c4a52-8a5b-4d6a-9c1e-2b7d9e0f1a2b',
  ...overrides,
});

async function statuses(c: TAccessClaims): Promise<Record<string, number>> {
  const authorization = `Bearer ${await tokens.sign(c)}`;
  const out: Record<string, number> = {};
  for (const name of Object.keys(GUARDS)) {
    out[name] = (
      await app.inject({ method: 'GET', url: `/t/${name}`, headers: { authorization } })
    ).statusCode;
  }
  return out;
}

describe('app.auth.require', () => {
  it('resolves the scope from the token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/t/any',
      headers: { authorization: `Bearer ${await tokens.sign(claims())}` },
    });
    expect(res.json<TScope>()).toEqual({
      userId: claims().sub,
      isAdmin: false,
      tenantId: TENANT,
      storeId: null,
      permissions: [...DEFAULT_PERMISSIONS],
      isOwner: false,
      manageAdminUsers: false,
    });
  });

  it('applies each rule to a default tenant user', async () => {
    expect(await statuses(claims())).toEqual({
      any: 200,
      admin: 403,
      tenant: 200,
      store: 403,
      tenantEdit: 403,
      management: 403,
      adminUsers: 403,
    });
  });

  it('lets owners past permissions and management, not past admin-only rules', async () => {
    expect(await statuses(claims({ own: true, sid: STORE, perms: [] }))).toMatchObject({
      admin: 403,
      store: 200,
      tenantEdit: 200,
      management: 200,
      adminUsers: 403,
    });
  });

  it('lets an admin with the right manage admin users only outside a tenant', async () => {
    const admin = claims({ ut: 2, tid: null, perms: [], mau: true });
    expect(await statuses(admin)).toEqual({
      any: 200,
      admin: 200,
      tenant: 403,
      store: 403,
      tenantEdit: 200,
      management: 200,
      adminUsers: 200,
    });
    expect((await statuses({ ...admin, tid: TENANT })).adminUsers).toBe(403);
  });

  it('answers 401 before anything else without a valid token', async () => {
    expect((await app.inject({ method: 'GET', url: '/t/admin' })).statusCode).toBe(401);
    const expired = await tokens.sign(claims(), new Date(Date.now() - 3600_000));
    const res = await app.inject({
      method: 'GET',
      url: '/t/any',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Oturumunuzun süresi doldu.',
      details: { reason: 'expired' },
    });
  });

  it('treats a tenant-less use of requireTenant as a programming error', async () => {
    const admin = await tokens.sign(claims({ ut: 2, tid: null, perms: [] }));
    const res = await app.inject({
      method: 'GET',
      url: '/t/requires-tenant',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
  });
});
