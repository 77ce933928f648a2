import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_TCKN,
  isValidTaxNo,
  isValidTckn,
  isValidVkn,
  makeTckn,
  makeVkn,
} from './tax-id';

function counterRandom(): () => number {
  let state = 0x9e3779b9;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

describe('isValidVkn', () => {
  it.each(['1234567808', '4840847211', '3900892152', '0123456789'])('accepts %s', (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });

  it.each(['1234567801', '123456780', '12345678081', '12345678a8', ' 1234567808', ''])(
    'rejects %j',
    (vkn) => {
      expect(isValidVkn(vkn)).toBe(false);
    },
  );
});

describe('isValidTckn', () => {
  it.each(['10000000146', '12345678950'])('accepts %s', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });

  it.each(['10000000145', '12345678951', '02345678950', '1234567895', PLACEHOLDER_TCKN])(
    'rejects %s',
    (tckn) => {
      expect(isValidTckn(tckn)).toBe(false);
    },
  );
});

describe('isValidTaxNo', () => {
  it('checks 10 digits as VKN and 11 as TCKN', () => {
    expect(isValidTaxNo('1234567808')).toBe(true);
    expect(isValidTaxNo('1234567801')).toBe(false);
    expect(isValidTaxNo('10000000146')).toBe(true);
    expect(isValidTaxNo('10000000145')).toBe(false);
    expect(isValidTaxNo('123456789012')).toBe(false);
  });

  it('accepts the placeholder TCKN only when asked to', () => {
    expect(isValidTaxNo(PLACEHOLDER_TCKN)).toBe(false);
    expect(isValidTaxNo(PLACEHOLDER_TCKN, { allowPlaceholder: true })).toBe(true);
  });
});

describe('generators', () => {
  it('makeVkn produces valid, varied numbers', () => {
    const rand = counterRandom();
    const values = Array.from({ length: 2000 }, () => makeVkn(rand));
    expect(values.every(isValidVkn)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(1990);
    expect(values.some((v) => v.startsWith('0'))).toBe(true);
  });

  it('makeTckn produces valid numbers that never start with 0', () => {
    const rand = counterRandom();
    const values = Array.from({ length: 2000 }, () => makeTckn(rand));
    expect(values.every(isValidTckn)).toBe(true);
    expect(values.every((v) => !v.startsWith('0'))).toBe(true);
  });

  it('is deterministic for the same random source', () => {
    expect(makeVkn(counterRandom())).toBe(makeVkn(counterRandom()));
    expect(makeTckn(counterRandom())).toBe(makeTckn(counterRandom()));
  });
});
