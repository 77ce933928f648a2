import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney } from './money';

describe('formatMoney', () => {
  it('renders tr-TR grouping, 2 decimals and the symbol after the amount', () => {
    expect(formatMoney('1234.5', 'TRY')).toBe('1.234,50 ₺');
    expect(formatMoney('0', 'TRY')).toBe('0,00 ₺');
    expect(formatMoney('1234567.89', 'EUR')).toBe('1.234.567,89 €');
    expect(formatMoney('99.9', 'USD')).toBe('99,90 $');
    expect(formatMoney('5', 'GBP')).toBe('5,00 £');
  });

  it('falls back to the ISO code for currencies without a common symbol', () => {
    expect(formatMoney('7.5', 'SAR')).toBe('7,50 SAR');
    expect(formatMoney('7.5', 'QAR')).toBe('7,50 QAR');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney('-1234.50', 'TRY')).toBe('-1.234,50 ₺');
  });
});

describe('formatAmount', () => {
  it('rounds half away from zero without floating point', () => {
    expect(formatAmount('1.005')).toBe('1,01');
    expect(formatAmount('1.0049')).toBe('1,00');
    expect(formatAmount('0.995')).toBe('1,00');
    expect(formatAmount('-2.675')).toBe('-2,68');
    expect(formatAmount('-0.001')).toBe('0,00');
  });

  it('handles amounts beyond float precision', () => {
    expect(formatAmount('9999999999999999.99')).toBe('9.999.999.999.999.999,99');
  });

  it('rejects anything that is not a decimal string', () => {
    for (const bad of ['', 'abc', '1,5', '1e3', '.5', '12.3.4', 'NaN']) {
      expect(() => formatAmount(bad), bad).toThrow(RangeError);
    }
  });
});

describe('currencySymbol', () => {
  it('maps TRY to ₺', () => {
    expect(currencySymbol('TRY')).toBe('₺');
  });
});

describe('English money', () => {
  it('groups with commas, uses a decimal point and puts the symbol first', () => {
    expect(formatMoney('1234.5', 'TRY', 'en')).toBe('₺1,234.50');
    expect(formatMoney('1234567.89', 'EUR', 'en')).toBe('€1,234,567.89');
    expect(formatMoney('-12', 'USD', 'en')).toBe('-$12.00');
    expect(formatMoney('7.5', 'SAR', 'en')).toBe('SAR 7.50');
    expect(formatAmount('4000', 'en')).toBe('4,000.00');
  });
});
