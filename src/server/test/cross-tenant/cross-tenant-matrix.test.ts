import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../app';
import { signInAs } from '../factories';
import { fillPath, readApiRoutes } from '../probes/api-routes';
import { changedTables, fingerprint, listTables } from '../probes/db-fingerprint';
import { createProbeWorld, markersOf } from '../probes/probe-world';
import { MATRIX, type TFill, type TFillContext, type TMatrixEntry } from './matrix-table';

// Tenant A's owner, and A's user working in one store, call every route of the OpenAPI document
// with tenant B's ids (matrix-table.ts): no answer may show B's objects or change B's rows.
let t: TTestApp;
let world: Awaited<ReturnType<typeof createProbeWorld>>;
let tables: Awaited<ReturnType<typeof listTables>>;
let bMarkers: string[];

beforeAll(async () => {
  t = await buildTestApp();
  world = await createProbeWorld(t);
  tables = await listTables(t.pool);
  bMarkers = markersOf(world.b);
});
afterAll(() => t?.close());

type TCaller = 'owner' | 'storeUser';

/** A client address of its own per call: the per-address limits of sign-in and scope stay clear. */
const someIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A session of its own for each call, so no call can spoil another's (logout, scope, rights). */
async function sessionOf(caller: TCaller) {
  const { a } = world;
  const signed = await signInAs(t.app, caller === 'owner' ? a.owner : a.user);
  if (caller === 'owner')
    return { headers: signed.bearer, refreshToken: signed.session.refreshToken };
  const scoped = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: { ...signed.bearer, 'x-forwarded-for': someIp() },
    payload: { tenantId: a.tenant.id, storeId: a.store.id },
  });
  if (scoped.statusCode !== 200) throw new Error(`scope: ${scoped.statusCode} ${scoped.body}`);
  const session = scoped.json<{ token: string; refreshToken: string }>();
  return {
    headers: { authorization: `Bearer ${session.token}` },
    refreshToken: session.refreshToken,
  };
}

async function call(key: string, caller: TCaller, fillOf: (x: TFillContext) => TFill) {
  const [method = 'GET', path = ''] = key.split(' ');
  const { headers, refreshToken } = await sessionOf(caller);
  const fill = fillOf({
    self: world.a,
    refreshToken,
    reportId: world.reportId,
    reportTicket: world.bReportTicket,
  });
  const query = fill.query ? `?${new URLSearchParams(fill.query).toString()}` : '';
  const url = fillPath(path, fill.path ?? {}) + query;
  const sendsBody = method === 'POST' || method === 'PUT';
  const payload = fill.body ?? (sendsBody ? {} : undefined);
  const before = await fingerprint(t.pool, tables, { tenantId: world.b.tenant.id });
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, 'x-forwarded-for': someIp() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const after = await fingerprint(t.pool, tables, { tenantId: world.b.tenant.id });
  const sent = url + JSON.stringify(payload ?? '');
  return {
    status: res.statusCode,
    body: res.body,
    bChanged: changedTables(before, after),
    // What the caller sent may come back (an id in a message); anything else of B's may not.
    bShown: bMarkers.filter((m) => res.body.includes(m) && !sent.includes(m)),
  };
}

/** The statuses that count as refused, or null when any answer below 500 will do. */
function refusalOf(entry: TMatrixEntry, caller: TCaller): number[] | null {
  if (entry.kind === 'admin') return [403];
  if (entry.kind !== 'ids') return null;
  if (caller === 'owner') return entry.refuse ?? [403, 404];
  return entry.storeModeOwnStore ? null : [...(entry.refuse ?? [404]), 403];
}

describe('cross-tenant matrix', () => {
  it('has an entry for every route of the OpenAPI document, and none for a route gone', async () => {
    const keys = (await readApiRoutes(t.app)).map((r) => r.key);
    expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it(`${key} (${entry.kind}) shows and changes nothing of tenant B`, async () => {
      const fill = 'fill' in entry && entry.fill ? entry.fill : () => ({});
      for (const caller of ['owner', 'storeUser'] as const) {
        const answer = await call(key, caller, (x) => fill(world.b, x));
        const seen = {
          caller,
          status: answer.status,
          bShown: answer.bShown,
          bChanged: answer.bChanged,
        };
        const refused = refusalOf(entry, caller);
        expect(seen).toEqual({
          caller,
          status: refused
            ? expect.toSatisfy((s: number) => refused.includes(s))
            : expect.toSatisfy((s: number) => s < 500),
          bShown: [],
          bChanged: ('writes' in entry && entry.writes?.tables) || [],
        });
      }
      if (entry.kind === 'ids' && entry.control === undefined) {
        // The same call on A's own object gets past the ids: the fill reaches what it names.
        const own = await call(key, 'owner', (x) => entry.fill(world.a, x));
        expect({ status: own.status, body: own.body.slice(0, 200) }).toEqual({
          status: expect.toSatisfy((s: number) => s < 500 && ![400, 401, 403, 404].includes(s)),
          body: expect.any(String),
        });
      }
      if (entry.kind === 'list') {
        const own = await call(key, 'owner', (x) => entry.fill(world.a, x));
        expect({ status: own.status, shows: own.body.includes(entry.shows(world.a)) }).toEqual({
          status: expect.toSatisfy((s: number) => s >= 200 && s < 300),
          shows: true,
        });
      }
    });
  }
});
