import fc from 'fast-check';

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Characters that break text handling: NUL and other controls, lone surrogates, bidi marks. */
const nastyChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u202e', '\ufeff', '\uffff'),
  loneSurrogate,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Texts mixing ordinary characters with nasty ones. */
const nastyText = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }), nastyChar), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

const specialStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '../../../etc/passwd',
  "' or '1'='1",
  '"; drop table users; --',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'İıŞşĞğÜüÖöÇç',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  'true',
  '[object Object]',
);

/** Very long texts: past every column limit, some past the 1 MiB body limit. */
const hugeText = fc
  .oneof(
    fc.integer({ min: 1_000, max: 70_000 }),
    fc.constantFrom(1_048_577, 1_500_000),
    fc.integer({ min: 100, max: 4_000 }),
  )
  .chain((n) => fc.constantFrom('A', 'ş', '\u0000', '😀').map((c) => c.repeat(n)));

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: specialStrings },
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: hugeText },
);

/** JSON nested `depth` levels deep (arrays or objects). */
function deepJson(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const deepValue = fc
  .tuple(
    fc.constantFrom(50, 500, 3_000),
    fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
  )
  .map(([depth, kind]) => deepJson(depth, kind));

/** A value of the wrong type, or the right type with a hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(-0, 1e308, -1e308, 2 ** 53 + 1, 0.1, -1, Number.MAX_SAFE_INTEGER),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, [], {}, [null], { '': '' }, { constructor: 'x' }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Raw request bodies that are not the JSON the route expects. */
export const hostileRawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    'null',
    '[]',
    '"text"',
    '0',
    '\u0000',
    '{"\u0000":1}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.constantFrom(100_000, 400_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  hugeText,
);
