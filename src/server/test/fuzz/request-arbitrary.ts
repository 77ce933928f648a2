import fc from 'fast-check';
import type { TApiRoute } from '../probes/api-routes';
import { hostileRawBody, hostileString } from './hostile-values';
import type { TIdentity } from './fuzz-identities';
import type { TPoolsFor } from './fuzz-pools';
import type { TFill } from '../cross-tenant/matrix-table';
import { pathArb, queryArb, urlOf } from './fuzz-url';
import { mutatedSeedArb } from './fuzz-seeds';
import { valueArb, type TValuePools } from './schema-arbitrary';

/** How the request carries its identity: its own credential, a cookie, or a tampered one. */
type TAuthMode = 'own' | 'cookie' | 'tampered' | 'garbage';

export type TFuzzRequest = {
  route: TApiRoute;
  identity: TIdentity;
  auth: TAuthMode;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

function multipart(content: string): string {
  return (
    '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="list.xml"\r\n' +
    `Content-Type: text/xml\r\n\r\n${content}\r\n--fuzz--\r\n`
  );
}

const CONTENT_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/xml',
  'application/json; boundary=x',
  '',
);

type TBody = { payload?: string; contentType?: string };

function bodyArb(route: TApiRoute, pools: TValuePools): fc.Arbitrary<TBody> {
  const json = (
    route.body ? valueArb(route.body, pools, 0, '') : fc.jsonValue({ maxDepth: 2 })
  ).map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const raw = hostileRawBody.map((payload) => ({ payload, contentType: 'application/json' }));
  const wrongType = fc
    .tuple(
      fc.oneof(
        hostileString,
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      CONTENT_TYPES,
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  const form = fc
    .oneof(hostileString, fc.constantFrom('<x/>', '<?xml version="1.0"?><a>', ''))
    .map((content) => ({
      payload: multipart(content),
      contentType: 'multipart/form-data; boundary=fuzz',
    }));
  const sendsBody = route.method === 'POST' || route.method === 'PUT';
  const odd = pools.hostile ? 1 : 0;
  return fc.oneof(
    { weight: sendsBody ? 12 : 0, arbitrary: json },
    { weight: sendsBody ? 0 : 12, arbitrary: fc.constant({}) },
    { weight: 2 * odd, arbitrary: raw },
    { weight: odd, arbitrary: wrongType },
    { weight: odd, arbitrary: form },
  );
}

const ip = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([x, y, z]) => `10.${x}.${y}.${z}`);

const extraHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      { weight: 9, arbitrary: ip },
      { weight: 1, arbitrary: fc.constantFrom('garbage', '::1, 1.2.3.4', '') },
    ),
    'idempotency-key': fc.oneof(
      fc.uuid(),
      hostileString.filter((s) => s.length < 2000),
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json'),
    'accept-language': fc.constantFrom('tr', 'en', 'xx', '*'),
  },
  { requiredKeys: ['x-forwarded-for'] },
);

function identityArb(accepted: readonly TIdentity[], all: readonly TIdentity[]) {
  return fc.oneof(
    {
      weight: accepted.length > 0 ? 4 : 0,
      arbitrary: fc.constantFrom(...(accepted.length > 0 ? accepted : all)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...all) },
  );
}

function authArb(hostile: boolean) {
  const odd: TAuthMode[] = hostile ? ['tampered', 'garbage'] : [];
  return fc.constantFrom<TAuthMode>(...Array<TAuthMode>(16).fill('own'), 'cookie', ...odd);
}

/**
 * One request to `route`: generated from its schema (valid-ish or malformed), or its known-valid
 * `seed` with one part changed; from an identity the route mostly accepts.
 */
export function requestArb(
  route: TApiRoute,
  accepted: readonly TIdentity[],
  all: readonly TIdentity[],
  poolsFor: TPoolsFor,
  seed: TFill | undefined,
): fc.Arbitrary<TFuzzRequest> {
  const generated = fc
    .integer({ min: 0, max: 9 })
    .chain((n) => generatedArb(route, accepted, all, poolsFor(route.path, n >= 4)));
  return fc.oneof(
    { weight: 3, arbitrary: generated },
    { weight: seed ? 2 : 0, arbitrary: seed ? seededArb(route, accepted, all, seed) : generated },
  );
}

function seededArb(
  route: TApiRoute,
  accepted: readonly TIdentity[],
  all: readonly TIdentity[],
  seed: TFill,
): fc.Arbitrary<TFuzzRequest> {
  return fc
    .record({
      identity: identityArb(accepted, all),
      auth: authArb(false),
      fill: mutatedSeedArb(seed),
      headers: extraHeaders,
    })
    .map(({ identity, auth, fill, headers }) => {
      const body = route.method === 'POST' || route.method === 'PUT';
      return {
        route,
        identity,
        auth,
        method: route.method,
        url: urlOf(route, fill.path, fill.query),
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(body ? { payload: JSON.stringify(fill.body ?? {}) } : {}),
      };
    });
}

function generatedArb(
  route: TApiRoute,
  accepted: readonly TIdentity[],
  all: readonly TIdentity[],
  pools: TValuePools,
): fc.Arbitrary<TFuzzRequest> {
  return fc
    .record({
      identity: identityArb(accepted, all),
      auth: authArb(pools.hostile),
      path: pathArb(route, pools),
      query: queryArb(
        route.params.filter((p) => p.in === 'query'),
        pools,
      ),
      body: bodyArb(route, pools),
      headers: extraHeaders,
    })
    .map(({ identity, auth, path, query, body, headers }) => ({
      route,
      identity,
      auth,
      method: route.method,
      url: path + query,
      headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
