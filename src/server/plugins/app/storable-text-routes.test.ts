import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody, ZFieldIssue } from '../../../shared/errors';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDeviceWithCredential } from '../../test/document-factories';
import {
  createAdmin,
  createStore,
  createTenant,
  signInAs,
  testDb,
  type TSignedIn,
} from '../../test/factories';
import {
  routeSamples,
  sampleUrl,
  stringPaths,
  withStringAt,
  type TOpenApi,
  type TRouteSample,
} from './openapi-walk.test-support';

type TCase = { name: string; field: string; sample: TRouteSample };

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const withNul = (s: string) => `${s.slice(0, 1)}\u0000${s.slice(1)}`;

/** One request per string parameter of every route: that parameter with a NUL, the rest plain. */
function nulCases(sample: TRouteSample): TCase[] {
  const named = (field: string, changed: Partial<TRouteSample>): TCase => ({
    name: `${sample.method} ${sample.path} ${field}`,
    field,
    sample: { ...sample, ...changed },
  });
  const inPart = (part: 'params' | 'query' | 'headers', prefix: string) =>
    Object.keys(sample[part]).map((key) =>
      named(`${prefix}.${key}`, {
        [part]: { ...sample[part], [key]: withNul(sample[part][key] ?? '') },
      }),
    );
  const inBody = stringPaths(sample.body).map((path) =>
    named(['body', ...path].join('.'), { body: withStringAt(sample.body, path, withNul) }),
  );
  return [
    ...inPart('params', 'params'),
    ...inPart('query', 'querystring'),
    ...inPart('headers', 'headers'),
    ...inBody,
  ];
}

describe('text PostgreSQL cannot store, on every route of the OpenAPI document', () => {
  let t: TTestApp;
  let cases: TCase[];
  /** Tried in turn until one gets past the route's guard: the body is checked after it. */
  let credentials: Record<string, string>[];
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = testDb(t);
    const tenant = await createTenant(db);
    const store = await createStore(db, { tenantId: tenant.id });
    const admin = await createAdmin(db, { manageAdminUsers: true });
    const platform = await signInAs(t.app, admin);
    const inStore = await signInAs(t.app, admin, { tenantId: tenant.id });
    const scoped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/scope',
      headers: inStore.bearer,
      payload: { tenantId: tenant.id, storeId: store.id },
    });
    const storeToken = scoped.json<TSignedIn['session']>().token;
    const { credential } = await createDeviceWithCredential(db, t.config.secretKey, {
      tenantId: tenant.id,
      storeId: store.id,
    });
    credentials = [
      { authorization: `Bearer ${storeToken}` },
      platform.bearer,
      { authorization: `Device ${credential}`, 'idempotency-key': 'walk-1' },
      {},
    ];
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<TOpenApi>();
    cases = routeSamples(doc).flatMap(nulCases);
  });
  afterAll(() => t.close());

  async function send(sample: TRouteSample, credential: Record<string, string>) {
    address++;
    const request: InjectOptions = {
      method: sample.method,
      url: sampleUrl(sample),
      headers: {
        // Its own address per request: the sign-in routes' limits count per address.
        'x-forwarded-for': `10.77.${Math.floor(address / 250)}.${address % 250}`,
        ...credential,
        ...sample.headers,
      },
      ...(sample.body === undefined ? {} : { payload: sample.body as object }),
    };
    return t.app.inject(request);
  }

  it('refuses a NUL in any string parameter with 400 VALIDATION_FAILED naming it', async () => {
    expect(cases.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const c of cases) {
      let res = await send(c.sample, credentials[0] ?? {});
      for (const credential of credentials.slice(1)) {
        if (res.statusCode !== 401 && res.statusCode !== 403) break;
        res = await send(c.sample, credential);
      }
      const body = ZErrorBody.safeParse(parsed(res.body));
      const paths = ZFieldIssue.array()
        .safeParse(body.data?.details)
        .data?.map((issue) => issue.path);
      if (res.statusCode !== 400 || body.data?.code !== 'VALIDATION_FAILED') {
        wrong.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      } else if (!paths?.includes(c.field)) {
        wrong.push(`${c.name}: details name ${paths?.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
