import crypto from 'node:crypto';

/** The parts of the OpenAPI document (zod's JSON Schema) a walk over every route needs. */
export type TSchema = {
  type?: string;
  properties?: Record<string, TSchema>;
  additionalProperties?: TSchema | boolean;
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
};
type TParameter = { in: 'path' | 'query' | 'header'; name: string; schema: TSchema };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema: TSchema }> };
};
export type TOpenApi = { paths: Record<string, Record<string, TOperation>> };

export type TRouteSample = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A sample of the JSON body, or undefined for a route without one. */
  body: unknown;
};

// Plain values that meet most of the schemas' patterns; the first that fits is taken.
const STRING_CANDIDATES = [
  'Deneme metni',
  '1234567890',
  '12345678901',
  '905321234567',
  '0000000000000000',
  '2026-11-22T10:00:00+03:00',
  '2026-11-22',
  '12:00:00',
  'tr',
  'TR',
  'TRY',
  'EAR',
  '10',
  'Test!2345',
  'a',
];

function sampleString(schema: TSchema): string {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email') return 'walk@example.com';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (s: string) =>
    (!pattern || pattern.test(s)) &&
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value of the schema, valid where plain values can be: every property, one array item. */
export function sampleOf(schema: TSchema): unknown {
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((o) => o.enum?.[0] !== '') ?? options[0] ?? {});
  switch (schema.type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([k, p]) => [k, sampleOf(p)]);
      const extra = schema.additionalProperties;
      if (entries.length === 0 && typeof extra === 'object') entries.push(['key', sampleOf(extra)]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items ?? {}),
      );
    case 'integer':
    case 'number': {
      const above = schema.exclusiveMinimum;
      return schema.minimum ?? (typeof above === 'number' ? above + 1 : 1);
    }
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

/** The dotted paths of the string values in a sample (`customer.address.cityName`, `items.0`). */
export function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...prefix, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
  }
  return [];
}

/** A copy of `value` with the string at `path` changed by `change`. */
export function withStringAt(
  value: unknown,
  path: readonly string[],
  change: (s: string) => string,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value as string);
  if (Array.isArray(value)) {
    return value.map((v, i) => (String(i) === head ? withStringAt(v, rest, change) : v));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withStringAt(record[head], rest, change) };
}

/** One sample request per operation of the document, in its order. */
export function routeSamples(doc: TOpenApi): TRouteSample[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const part = (where: TParameter['in']) =>
        Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => [p.name, String(sampleOf(p.schema))]),
        );
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase() as TRouteSample['method'],
        path,
        params: part('path'),
        query: part('query'),
        headers: part('header'),
        body: bodySchema ? sampleOf(bodySchema) : undefined,
      };
    }),
  );
}

/** The request URL of a sample: path parameters filled in, the query encoded. */
export function sampleUrl(sample: Pick<TRouteSample, 'path' | 'params' | 'query'>): string {
  const path = sample.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(sample.params[name] ?? ''),
  );
  const query = new URLSearchParams(sample.query).toString();
  return query ? `${path}?${query}` : path;
}
