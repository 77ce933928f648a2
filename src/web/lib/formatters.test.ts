import { describe, expect, it } from 'vitest';
import { makeFormatters } from './formatters';
import { testTranslator } from './test-translator';

const tr = makeFormatters('tr', testTranslator('tr'));
const en = makeFormatters('en', testTranslator('en'));

describe('quantities with their unit names', () => {
  it('reads 4.000 C62 as four pieces, not four thousand', () => {
    expect(tr.quantity('4.000', 'C62')).toBe('4 Adet');
    expect(tr.quantity('1.000', 'C62')).toBe('1 Adet');
    expect(en.quantity('4.000', 'C62')).toBe('4 pieces');
    expect(en.quantity('1.000', 'C62')).toBe('1 piece');
  });

  it('names weights and volumes', () => {
    expect(tr.quantity('0.750', 'KGM')).toBe('0,75 kg');
    expect(en.quantity('0.750', 'KGM')).toBe('0.75 kg');
    expect(tr.quantity('2.000', 'LTR')).toBe('2 L');
    expect(tr.quantity('3.000', 'HUR')).toBe('3 Saat');
    expect(en.quantity('3.000', 'HUR')).toBe('3 hours');
  });

  it('shows an unknown code as it is and a missing one not at all', () => {
    expect(tr.quantity('5.000', 'XYZ')).toBe('5 XYZ');
    expect(tr.quantity('5.000', null)).toBe('5');
  });
});

describe('payment types as words', () => {
  it('in Turkish and in English', () => {
    expect(['debit_card', 'cash', 'credit_card'].map(tr.paymentType)).toEqual([
      'Banka kartı',
      'Nakit',
      'Kredi kartı',
    ]);
    expect(['debit_card', 'cash', 'credit_card'].map(en.paymentType)).toEqual([
      'Debit card',
      'Cash',
      'Credit card',
    ]);
    expect(tr.paymentType('barter')).toBe('barter');
  });
});

describe('each language its own conventions', () => {
  it('formats money, percentages and dates', () => {
    expect(tr.money('4000', 'TRY')).toBe('4.000,00 ₺');
    expect(en.money('4000', 'TRY')).toBe('₺4,000.00');
    expect(tr.percent('20.00')).toBe('%20,00');
    expect(en.percent('20.00')).toBe('20.00%');
    expect(tr.date('2026-10-28')).toBe('28-10-2026');
    expect(en.date('2026-10-28')).toBe('2026-10-28');
    expect(tr.dateTime('2026-11-28T18:40:00Z')).toBe('28.11.2026 - 21:40');
    expect(en.dateTime('2026-11-28T18:40:00Z')).toBe('2026-11-28 21:40');
    expect(tr.signInDate('2026-11-28T18:40:00Z')).toBe('2026-11-28 21:40');
    expect(en.signInDate('2026-11-28T18:40:00Z')).toBe('2026-11-28 21:40');
  });
});
