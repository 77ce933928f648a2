import fc from 'fast-check';
import { fillPath, type TApiRoute, type TRouteParam } from '../probes/api-routes';
import { valueArb, type TValuePools } from './schema-arbitrary';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encodeLoosely(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce((out, part, i) => {
      const lone = text.match(LONE_SURROGATE)?.[i - 1];
      if (!lone) return out + part;
      const c = lone.charCodeAt(0);
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      return out + bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('') + part;
    });
}

// Node's HTTP parser refuses a request line and headers past 16 KiB before any app code runs.
const MAX_URL_VALUE = 8_000;

function queryText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.slice(0, MAX_URL_VALUE);
}

/** A query value as the strings of its parameter: an array repeats the parameter. */
function queryValues(value: unknown): string[] {
  return Array.isArray(value) ? value.map(queryText) : [queryText(value)];
}

const ODD_QUERY = fc.constantFrom(
  '&',
  '&&=&',
  '%',
  '%zz',
  '%00=%00',
  'a[b]=1',
  'x[]=1&x[]=2',
  '=',
  '?&?',
  '%E0%A4%A',
  '%ED%A0%80=%ED%A0%80',
  'ş=ğ',
  '__proto__=1',
  'constructor[prototype][x]=1',
  `q=${'A'.repeat(MAX_URL_VALUE)}`,
);

export function queryArb(params: TRouteParam[], pools: TValuePools): fc.Arbitrary<string> {
  const entries = params.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      valueArb(p.schema, pools, 0, p.name),
      fc.integer({ min: 0, max: p.required ? 19 : 2 }),
    ),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      pools.hostile ? fc.option(ODD_QUERY, { freq: 6 }) : fc.constant(null),
    )
    .map(([values, odd]) => {
      const parts = values
        .filter(([, , keep]) => keep > 0)
        .flatMap(([name, value]) => queryValues(value).map((v) => `${name}=${encodeLoosely(v)}`));
      if (odd) parts.push(odd);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
}

export function pathArb(route: TApiRoute, pools: TValuePools): fc.Arbitrary<string> {
  const names = route.params.filter((p) => p.in === 'path');
  const values = names.map((p) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: valueArb(p.schema, pools, 0, p.name).map((v) =>
          encodeLoosely(queryValues(v)[0] ?? ''),
        ),
      },
      {
        weight: pools.hostile ? 1 : 0,
        arbitrary: fc.constantFrom('%', '..', '%2e%2e', '%2F', 'a/b', '%00', ''),
      },
    ),
  );
  return fc.tuple(...values).map((vs) =>
    fillPath(route.path, Object.fromEntries(names.map((p, i) => [p.name, vs[i] ?? ''])), {
      raw: true,
    }),
  );
}

/** The URL of a route with these path and query values, each sent as a client could. */
export function urlOf(
  route: TApiRoute,
  path: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const encoded = Object.fromEntries(
    Object.entries(path).map(([name, v]) => [name, encodeLoosely(queryValues(v)[0] ?? '')]),
  );
  const parts = Object.entries(query).flatMap(([name, value]) =>
    queryValues(value).map((v) => `${name}=${encodeLoosely(v)}`),
  );
  return (
    fillPath(route.path, encoded, { raw: true }) + (parts.length > 0 ? `?${parts.join('&')}` : '')
  );
}
