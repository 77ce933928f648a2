import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { turkishText } from '../../../shared/error-text';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';

type TWho = 'anonymous' | 'owner' | 'admin';
type TMethod = 'GET' | 'POST' | 'PUT';
/** Who sends it, the request, and the field the refusal must name. */
type TCase = [TWho, TMethod, string, Record<string, unknown> | undefined, string];

const NUL = 'a\u0000b';
const q = encodeURIComponent(NUL);
const STORE_ID = '{storeId}';

// The routes an outside probe saw answer 500 (the failed statement in an error-level log line).
const PROBED: TCase[] = [
  [
    'anonymous',
    'POST',
    '/api/auth/authorize',
    { email: `${NUL}@example.com`, password: 'x' },
    'body.email',
  ],
  ['owner', 'GET', `/api/store/search?searchText=${q}`, undefined, 'querystring.searchText'],
  ['owner', 'GET', `/api/store/list?searchText=${q}`, undefined, 'querystring.searchText'],
  [
    'owner',
    'GET',
    `/api/internal/global-search?searchText=${q}`,
    undefined,
    'querystring.searchText',
  ],
  ['owner', 'GET', `/api/Global/Search?SearchText=${q}`, undefined, 'querystring.SearchText'],
  [
    'owner',
    'GET',
    `/api/invoice/list?filter=searchText%3A${q}%3Asearch`,
    undefined,
    'querystring.filter',
  ],
  ['admin', 'GET', `/api/tenant/search?searchText=${q}`, undefined, 'querystring.searchText'],
  ['admin', 'GET', `/api/country/list?searchText=${q}`, undefined, 'querystring.searchText'],
  [
    'admin',
    'GET',
    `/api/country/city/list?countryIso2Code=TR&searchText=${q}`,
    undefined,
    'querystring.searchText',
  ],
  [
    'admin',
    'GET',
    `/api/integrator/taxpayer-status?searchText=${q}`,
    undefined,
    'querystring.searchText',
  ],
  ['owner', 'PUT', '/api/store', { id: STORE_ID, name: NUL, taxNo: '1234567890' }, 'body.name'],
  ['owner', 'POST', '/api/store/names', { integrationIds: [NUL] }, 'body.integrationIds.0'],
  ['owner', 'POST', '/api/invoice/export', { filter: NUL }, 'body.filter'],
  [
    'owner',
    'POST',
    '/api/users',
    { firstName: NUL, lastName: 'Kaya', email: 'ayse@example.com', permissions: [] },
    'body.firstName',
  ],
  ['admin', 'POST', '/api/brand', { name: NUL, brandType: 1 }, 'body.name'],
  [
    'admin',
    'POST',
    '/api/management/feature-flags',
    { name: 'NulFlag', isActive: true, description: NUL },
    'body.description',
  ],
  [
    'admin',
    'PUT',
    '/api/management/settings',
    { key: 'mail.senderName', scope: 'global', value: NUL },
    'body.value',
  ],
  ['admin', 'POST', '/api/integrator/product', { name: NUL, pluginKey: 'simulator' }, 'body.name'],
  [
    'admin',
    'POST',
    '/api/admin-users',
    { firstName: NUL, lastName: 'Kaya', email: 'yonetici@example.com' },
    'body.firstName',
  ],
];

// A UTF-16 surrogate without its pair (JSON's "\ud800") has no UTF-8 form either.
const LONE_SURROGATES: TCase[] = [
  [
    'anonymous',
    'POST',
    '/api/auth/authorize',
    { email: 'a\ud800b@example.com', password: 'x' },
    'body.email',
  ],
  [
    'owner',
    'PUT',
    '/api/store',
    { id: STORE_ID, name: 'Şube \udc00', taxNo: '1234567890' },
    'body.name',
  ],
  ['admin', 'POST', '/api/brand', { name: 'Marka \ud800', brandType: 1 }, 'body.name'],
];

describe('text PostgreSQL cannot store is refused before it reaches SQL', () => {
  let t: TTestApp;
  const logLines: string[] = [];
  let headers: Record<TWho, Record<string, string>>;
  let storeId: string;

  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (l) => logLines.push(l) } },
    );
    const db = testDb(t);
    const tenant = await createTenant(db);
    storeId = (await createStore(db, { tenantId: tenant.id, name: 'Kadıköy Şube' })).id;
    const owner = await createUser(db, { tenantId: tenant.id, isTenantOwner: true });
    headers = {
      anonymous: {},
      owner: (await signInAs(t.app, owner)).bearer,
      admin: (await signInAs(t.app, await createAdmin(db, { manageAdminUsers: true }))).bearer,
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  async function send([who, method, url, body]: TCase, extraHeaders: Record<string, string> = {}) {
    const payload = body && JSON.parse(JSON.stringify(body).replace(STORE_ID, storeId));
    return t.app.inject({
      method,
      url,
      headers: { ...headers[who], ...extraHeaders },
      ...(payload ? { payload } : {}),
    });
  }

  const refusal = (...fields: string[]) => ({
    code: 'VALIDATION_FAILED',
    message: 'Geçersiz istek.',
    details: fields.map((path) => ({
      path,
      key: 'errors.fields.unstorableText',
      message: turkishText('errors.fields.unstorableText'),
    })),
  });

  const errorLogLines = () => logLines.filter((line) => JSON.parse(line).level >= 50);

  it.each([...PROBED, ...LONE_SURROGATES])('%s %s %s', async (...c) => {
    const res = await send(c);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(c[4]));
    expect(errorLogLines()).toEqual([]);
  });

  it('changes nothing: the store keeps its name and no audit row is written', async () => {
    const audit = async () => (await t.pool.query('select count(*)::int as n from audit_log')).rows;
    const before = await audit();
    await send(['owner', 'PUT', '/api/store', { id: storeId, name: NUL, taxNo: '1234567890' }, '']);
    const { rows } = await t.pool.query('select name from stores where id = $1', [storeId]);
    expect(rows).toEqual([{ name: 'Kadıköy Şube' }]);
    expect(await audit()).toEqual(before);
  });

  it('names every bad field of a request, object keys and header values included', async () => {
    const res = await send(
      ['owner', 'POST', `/api/store/names?x=${q}`, { integrationIds: ['ok', NUL], [NUL]: 1 }, ''],
      { 'x-note': NUL },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('querystring.x', 'headers.x-note'));
    const body = await send(['owner', 'POST', '/api/store/names', { ids: [NUL], [NUL]: 1 }, '']);
    expect(body.json()).toEqual(refusal('body', 'body.ids.0'));
  });

  it('lets paired surrogates (emoji) and other control characters through to the route', async () => {
    const res = await send([
      'owner',
      'GET',
      `/api/store/search?searchText=${encodeURIComponent('😀\t\u0001')}`,
      undefined,
      '',
    ]);
    expect(res.statusCode).toBe(200);
  });
});
