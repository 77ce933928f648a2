import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createTenantWithUser,
  createUser,
  signInAs,
  testDb,
  type TSignedIn,
} from '../../test/factories';
import { SESSION_COOKIE } from '../../session/session-cookie';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const me = (headers: Record<string, string>, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers, ...(cookies ? { cookies } : {}) });
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

const familyTokenCount = async (refreshToken: string) => {
  const { rows } = await t.pool.query<{ n: string }>(
    `select count(*) as n from refresh_tokens where family_id =
       (select family_id from refresh_tokens where token_hash = encode(sha256($1::bytea), 'hex'))`,
    [refreshToken],
  );
  return Number(rows[0]?.n);
};

/** Moves the family's sign-in (and its tokens' expiry) back by `days`. */
const ageFamily = (refreshToken: string, days: number) =>
  t.pool.query(
    `update refresh_tokens set family_started_at = family_started_at - make_interval(days => $2)
     where family_id = (select family_id from refresh_tokens
       where token_hash = encode(sha256($1::bytea), 'hex'))`,
    [refreshToken, days],
  );

async function signedIn(): Promise<TSignedIn> {
  const { user } = await createTenantWithUser(db);
  return signInAs(t.app, user);
}

describe('POST /api/auth/scope into an ended session', () => {
  it('refuses a revoked family, even with a still-valid access token', async () => {
    const { user, tenant, store } = await createTenantWithUser(db);
    const { session, bearer } = await signInAs(t.app, user);
    await post('/api/auth/logout', {}, { refreshToken: session.refreshToken });
    const res = await post('/api/auth/scope', bearer, { tenantId: tenant.id, storeId: store.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(await familyTokenCount(session.refreshToken)).toBe(1);
  });

  it('refuses a family past the 15-day cap', async () => {
    const admin = await createAdmin(db);
    const { tenant } = await createTenantWithUser(db);
    const { session, bearer } = await signInAs(t.app, admin);
    await ageFamily(session.refreshToken, 16);
    const res = await post('/api/auth/scope', bearer, { tenantId: tenant.id });
    expect(res.statusCode).toBe(401);
    expect(await familyTokenCount(session.refreshToken)).toBe(1);
  });
});

describe('the 15-day session is an absolute cap', () => {
  it('cannot be refreshed once the family is older than 15 days, however recently it rotated', async () => {
    const { session } = await signedIn();
    const rotated = await post('/api/auth/refresh', {}, { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    await ageFamily(rotated.json().refreshToken, 14);
    const stillOk = await post(
      '/api/auth/refresh',
      {},
      {
        refreshToken: rotated.json().refreshToken,
      },
    );
    expect(stillOk.statusCode).toBe(200);
    await ageFamily(stillOk.json().refreshToken, 2);
    const capped = await post(
      '/api/auth/refresh',
      {},
      {
        refreshToken: stillOk.json().refreshToken,
      },
    );
    expect(capped.statusCode).toBe(401);
  });

  it('gives a rotated token the expiry of its family, not 15 days from now', async () => {
    const { session } = await signedIn();
    await ageFamily(session.refreshToken, 10);
    const rotated = await post('/api/auth/refresh', {}, { refreshToken: session.refreshToken });
    const { rows } = await t.pool.query<{ left: number }>(
      `select floor(extract(epoch from expires_at - now()) / 86400)::int as left from refresh_tokens
       where token_hash = encode(sha256($1::bytea), 'hex')`,
      [rotated.json().refreshToken],
    );
    expect(rows[0]?.left).toBe(4);
  });
});

describe('ended sessions stop every access token at once', () => {
  it('logout: the bearer token and the cookie of that session stop working', async () => {
    const { bearer, cookie } = await signedIn();
    expect((await me(bearer)).statusCode).toBe(200);
    await post('/api/auth/logout', bearer, {});
    expect((await me(bearer)).statusCode).toBe(401);
    const byCookie = await me({}, { [SESSION_COOKIE]: cookie });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().message).toContain('sonlandırıldı');
  });

  it('refresh-token reuse: the thief and the owner both lose access', async () => {
    const { session, bearer } = await signedIn();
    const rotated = await post('/api/auth/refresh', {}, { refreshToken: session.refreshToken });
    const newBearer = { authorization: `Bearer ${rotated.json().token}` };
    expect((await me(newBearer)).statusCode).toBe(200);
    expect((await me(bearer)).statusCode).toBe(200);
    const reuse = await post('/api/auth/refresh', {}, { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect((await me(newBearer)).statusCode).toBe(401);
    expect((await me(bearer)).statusCode).toBe(401);
  });

  it('user deactivation ends the user’s sessions', async () => {
    const { tenant, user: owner } = await createTenantWithUser(db, { isTenantOwner: true });
    const clerk = await createUser(db, { tenantId: tenant.id });
    const ownerSession = await signInAs(t.app, owner);
    const clerkSession = await signInAs(t.app, clerk);
    expect((await me(clerkSession.bearer)).statusCode).toBe(200);
    const res = await put('/api/users/activation', ownerSession.bearer, {
      userList: [{ id: clerk.id, isActive: false }],
    });
    expect(res.statusCode).toBe(200);
    expect((await me(clerkSession.bearer)).statusCode).toBe(401);
    expect((await me({}, { [SESSION_COOKIE]: clerkSession.cookie })).statusCode).toBe(401);
  });

  it('tenant deactivation ends its users’ sessions', async () => {
    const admin = await signInAs(t.app, await createAdmin(db));
    const { tenant, user } = await createTenantWithUser(db);
    const userSession = await signInAs(t.app, user);
    expect((await me(userSession.bearer)).statusCode).toBe(200);
    const res = await put('/api/tenant/activation', admin.bearer, {
      tenantList: [{ id: tenant.id, isActive: false }],
    });
    expect(res.statusCode).toBe(200);
    expect((await me(userSession.bearer)).statusCode).toBe(401);
    expect((await me({}, { [SESSION_COOKIE]: userSession.cookie })).statusCode).toBe(401);
  });

  it('a rights change stops old tokens; the browser session renews with the new rights', async () => {
    const { tenant, user: owner } = await createTenantWithUser(db, { isTenantOwner: true });
    const clerk = await createUser(db, { tenantId: tenant.id });
    const ownerSession = await signInAs(t.app, owner);
    const clerkSession = await signInAs(t.app, clerk);
    const res = await put('/api/users', ownerSession.bearer, {
      id: clerk.id,
      firstName: clerk.firstName,
      lastName: clerk.lastName,
      permissions: ['Invoice.View'],
    });
    expect(res.statusCode).toBe(200);
    const stale = await me(clerkSession.bearer);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toContain('süresi doldu');
    const renewed = await me({}, { [SESSION_COOKIE]: clerkSession.cookie });
    expect(renewed.statusCode).toBe(200);
    const cookie = renewed.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect(cookie).not.toBe('');
    expect((await me({}, { [SESSION_COOKIE]: cookie })).statusCode).toBe(200);
  });

  it('a name change alone keeps the tokens', async () => {
    const { tenant, user: owner } = await createTenantWithUser(db, { isTenantOwner: true });
    const clerk = await createUser(db, { tenantId: tenant.id, permissions: ['Invoice.View'] });
    const ownerSession = await signInAs(t.app, owner);
    const clerkSession = await signInAs(t.app, clerk);
    await put('/api/users', ownerSession.bearer, {
      id: clerk.id,
      firstName: 'Yeni',
      lastName: clerk.lastName,
      permissions: ['Invoice.View'],
    });
    expect((await me(clerkSession.bearer)).statusCode).toBe(200);
  });
});
