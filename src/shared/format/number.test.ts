import { describe, expect, it } from 'vitest';
import { formatInteger, formatNumber, formatPercent, formatQuantity } from './number';

describe('formatInteger', () => {
  it('groups thousands with dots in Turkish, commas in English', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatInteger(1234567n)).toBe('1.234.567');
    expect(formatInteger(1234567n, 'en')).toBe('1,234,567');
  });
});

describe('formatNumber', () => {
  it('uses a comma for decimals in Turkish, a point in English', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2.345, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe('2,35');
    expect(formatNumber(3, { minFractionDigits: 1 })).toBe('3,0');
    expect(formatNumber(1234.5, {}, 'en')).toBe('1,234.5');
  });
});

describe('formatQuantity', () => {
  it('drops trailing zeros so that 4.000 reads as four', () => {
    expect(formatQuantity('4.000')).toBe('4');
    expect(formatQuantity('4.000', 'en')).toBe('4');
    expect(formatQuantity('1.250')).toBe('1,25');
    expect(formatQuantity('1.250', 'en')).toBe('1.25');
    expect(formatQuantity('1500.754')).toBe('1.500,754');
    expect(formatQuantity('1500.754', 'en')).toBe('1,500.754');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatQuantity('n/a')).toBe('n/a');
  });
});

describe('formatPercent', () => {
  it('writes %20,00 in Turkish (as the PDF) and 20.00% in English', () => {
    expect(formatPercent('20.00')).toBe('%20,00');
    expect(formatPercent(1)).toBe('%1,00');
    expect(formatPercent('20.00', 'en')).toBe('20.00%');
    expect(formatPercent('0.5', 'en')).toBe('0.50%');
  });
});
