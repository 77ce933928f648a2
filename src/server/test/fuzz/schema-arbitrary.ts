import fc from 'fast-check';
import type { TJsonSchema } from '../probes/api-routes';
import { hostileValue } from './hostile-values';

/**
 * Values of the test's own world (ids, e-mails, numbers) a valid-ish request reuses; `hostile`
 * says whether values may be malformed (else only missing optional fields vary).
 */
export type TValuePools = {
  /** Ids of the kind of object a field of this name refers to. */
  idsFor(name: string): string[];
  texts: string[];
  emails: string[];
  hostile: boolean;
};

const MAX_ITEMS = 4;
const DEFAULT_TEXT_LENGTH = 40;

function textArb(s: TJsonSchema, pools: TValuePools, name: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? DEFAULT_TEXT_LENGTH, Math.max(minLength, 64));
  const plain = fc.string({ minLength, maxLength });
  switch (s.format) {
    case 'uuid':
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...pools.idsFor(name)) },
        { weight: 1, arbitrary: fc.uuid() },
      );
    case 'email':
      return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(s.pattern), { maxLength });
      return pools.hostile ? fc.oneof(matching, plain) : matching;
    } catch {
      // A pattern fast-check cannot generate from: the plain texts stand in for it.
    }
  }
  return fc.oneof(plain, fc.constantFrom(...pools.texts));
}

function numberArb(s: TJsonSchema): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? -1e6, -1e9);
  const max = Math.min(s.maximum ?? 1e6, 1e9);
  return s.type === 'integer'
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

function objectArb(s: TJsonSchema, pools: TValuePools, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const keys = Object.keys(props);
  const fields = keys.map((key) =>
    fc.tuple(
      fc.constant(key),
      valueArb(props[key] ?? {}, pools, depth + 1, key),
      // Optional fields come and go; a required one is left out now and then.
      fc.integer({
        min: required.has(key) && !pools.hostile ? 1 : 0,
        max: required.has(key) ? 19 : 1,
      }),
    ),
  );
  const unknownField = fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), {
    freq: 8,
    nil: undefined,
  });
  const extras = pools.hostile ? unknownField : fc.constant(undefined);
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value, keep] of entries) if (keep > 0) out[key] = value;
    if (extra) out[extra[0]] = extra[1];
    return out;
  });
}

/** A value the schema accepts, mostly; the pieces are what a client could plausibly send. */
function validArb(
  s: TJsonSchema,
  pools: TValuePools,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => valueArb(c, pools, depth, name)));
  if (s.allOf) {
    const merged = s.allOf.reduce<TJsonSchema>(
      (acc, part) => ({
        type: 'object',
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return objectArb(merged, pools, depth);
  }
  switch (s.type) {
    case 'object':
      return depth > 6 ? fc.constant({}) : objectArb(s, pools, depth);
    case 'array':
      return fc.array(valueArb(s.items ?? {}, pools, depth + 1, name), {
        minLength: Math.min(s.minItems ?? 0, MAX_ITEMS),
        maxLength: Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS),
      });
    case 'string':
      return textArb(s, pools, name);
    case 'integer':
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
  }
  return fc.oneof(
    fc.nat({ max: 1000 }),
    textArb({}, pools, name),
    fc.constantFrom(...pools.idsFor(name)),
  );
}

/**
 * A value for `schema`: valid-ish most of the time, at any depth now and then a hostile one
 * (wrong type, huge, NUL, lone surrogate, deep JSON).
 */
export function valueArb(
  s: TJsonSchema,
  pools: TValuePools,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  const valid = validArb(s, pools, depth, name);
  const nullable = s.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
  return fc.oneof(
    { weight: 9, arbitrary: nullable },
    { weight: pools.hostile ? 1 : 0, arbitrary: hostileValue },
  );
}
