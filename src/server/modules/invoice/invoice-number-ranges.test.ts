import { describe, expect, it } from 'vitest';
import { numberRanges, rangesPay, type TNumberSpan } from './invoice-number-ranges';

const number = (head: string, sequence: number) => `${head}${String(sequence).padStart(9, '0')}`;

/** Every number of the spans that holds `part`, the slow way. */
function matching(part: string, spans: TNumberSpan[]): string[] {
  const found = new Set<string>();
  for (const span of spans) {
    for (let s = span.first; s <= span.last; s += 1) {
      const n = number(span.head, s);
      if (n.includes(part)) found.add(n);
    }
  }
  return [...found].sort();
}

/** The numbers the ranges hold, each range walked. */
function expand(ranges: { from: string; to: string; size: number }[]): string[] {
  const out: string[] = [];
  for (const r of ranges) {
    const head = r.from.slice(0, 7);
    const from = Number(r.from.slice(7));
    const to = Number(r.to.slice(7));
    expect(r.to.slice(0, 7)).toBe(head);
    expect(r.size).toBe(to - from + 1);
    for (let s = from; s <= to; s += 1) out.push(number(head, s));
  }
  return out.sort();
}

/** A deterministic stream of numbers (no Math.random: a failure can be replayed). */
function generator(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

describe('numberRanges', () => {
  it('holds exactly the numbers that contain the part, for parts anywhere in the number', () => {
    const spans: TNumberSpan[] = [
      { head: 'AA12026', first: 29_254, last: 32_576 },
      { head: 'FAB2026', first: 3_980, last: 4_473 },
      { head: '0202026', first: 1, last: 2_100 },
      { head: 'FAB2026', first: 4_400, last: 4_600 },
    ];
    const parts = [
      '00042',
      '42',
      '4',
      '2026',
      'AA1',
      'B20260000',
      '6000',
      '0',
      '12026000030',
      '0202',
      '2020',
      'A',
      'FAB2026000004299',
      '99',
    ];
    for (const part of parts) {
      const ranges = numberRanges(part, spans, 100_000);
      expect(ranges, part).toBeDefined();
      expect(expand(ranges ?? []), part).toEqual(matching(part, spans));
    }
  });

  it('agrees with the slow way on random spans and parts', () => {
    const next = generator(7);
    const alphabet = '0123456789AB';
    for (let round = 0; round < 300; round += 1) {
      const spans = Array.from({ length: 1 + next(3) }, () => {
        const first = 1 + next(20_000);
        return {
          head: `${'AB0'[next(3)]}${'A1'[next(2)]}${next(2)}202${next(10)}`,
          first,
          last: first + next(3_000),
        };
      });
      const part = Array.from({ length: 1 + next(6) }, () => alphabet[next(12)]).join('');
      const ranges = numberRanges(part, spans, 100_000);
      expect(ranges, part).toBeDefined();
      expect(expand(ranges ?? []), `${part} in ${JSON.stringify(spans)}`).toEqual(
        matching(part, spans),
      );
    }
  });

  it('never lists a number twice when two stores share a prefix', () => {
    const spans = [
      { head: 'AAA2026', first: 1, last: 500 },
      { head: 'AAA2026', first: 300, last: 900 },
    ];
    const ranges = numberRanges('1', spans, 100_000) ?? [];
    const numbers = expand(ranges);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(matching('1', spans));
  });

  it('matches nothing for a part no invoice number can hold', () => {
    const spans = [{ head: 'AAA2026', first: 1, last: 100 }];
    for (const part of ['a', 'İ', '%', '_', 'AAA2026000000001X', '00 1']) {
      expect(numberRanges(part, spans, 100)).toEqual([]);
    }
  });

  it('gives up when the part needs more ranges than allowed', () => {
    const spans = [{ head: 'AAA2026', first: 1, last: 100_000 }];
    expect(numberRanges('7', spans, 1_000)).toBeUndefined();
    expect(numberRanges('77777', spans, 1_000)?.length).toBeLessThanOrEqual(1_000);
  });
});

describe('rangesPay', () => {
  const spans = [{ head: 'AAA2026', first: 1, last: 480_000 }];
  const cap = 10_001;

  it('looks few candidates up instead of walking the date range', () => {
    const ranges = numberRanges('00042', spans, 1_000) ?? [];
    expect(rangesPay(ranges, spans, { countCap: cap, readsRows: false })).toBe(true);
    expect(rangesPay(ranges, spans, { countCap: cap, readsRows: true })).toBe(true);
  });

  it('walks when nearly every number matches (the count stops early there)', () => {
    const ranges = numberRanges('2026', spans, 1_000) ?? [];
    expect(rangesPay(ranges, spans, { countCap: cap, readsRows: false })).toBe(false);
  });
});
