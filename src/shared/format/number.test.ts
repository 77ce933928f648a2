import { describe, expect, it } from 'vitest';
import { formatInteger, formatNumber } from './number';

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatInteger(1234567n)).toBe('1.234.567');
  });
});

describe('formatNumber', () => {
  it('uses a comma for decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2.345, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe('2,35');
    expect(formatNumber(3, { minFractionDigits: 1 })).toBe('3,0');
  });
});
