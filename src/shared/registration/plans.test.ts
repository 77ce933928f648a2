import { describe, expect, it } from 'vitest';
import { formatKurus, kurusToDecimal, planCharge } from './plans';

describe('plan price arithmetic (integer kuruş)', () => {
  it('charges one month, plus 20 % VAT', () => {
    expect(planCharge(49_900, 'monthly')).toEqual({
      netKurus: 49_900,
      vatKurus: 9_980,
      totalKurus: 59_880,
    });
  });

  it('charges a year as ten months', () => {
    expect(planCharge(99_900, 'yearly')).toEqual({
      netKurus: 999_000,
      vatKurus: 199_800,
      totalKurus: 1_198_800,
    });
  });

  it('rounds VAT to the kuruş, half up', () => {
    // 20 % of 0,03 ₺ is 0,006 ₺ → 0,01; of 0,02 ₺ is 0,004 ₺ → 0,00.
    expect(planCharge(3, 'monthly').vatKurus).toBe(1);
    expect(planCharge(2, 'monthly').vatKurus).toBe(0);
    // Ten months of 0,25 ₺ is 2,50 ₺, and its VAT 0,50 ₺.
    expect(planCharge(25, 'yearly')).toEqual({ netKurus: 250, vatKurus: 50, totalKurus: 300 });
  });

  it('refuses a price that is not a positive whole number of kuruş', () => {
    expect(() => planCharge(499.5, 'monthly')).toThrow(RangeError);
    expect(() => planCharge(0, 'monthly')).toThrow(RangeError);
  });

  it('writes kuruş as a decimal string and as Turkish money', () => {
    expect(kurusToDecimal(59_880)).toBe('598.80');
    expect(kurusToDecimal(5)).toBe('0.05');
    expect(kurusToDecimal(-150)).toBe('-1.50');
    expect(formatKurus(1_198_800)).toBe('11.988,00 ₺');
  });
});
