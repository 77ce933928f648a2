/** Money as integer kuruş: amounts arrive as decimal strings and never pass through a float. */

// 13 whole digits keep every amount and sum of a document a safe integer in kuruş.
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

export function toKurus(amount: string): number {
  if (!AMOUNT_PATTERN.test(amount)) {
    throw new Error(`"${amount}" is not an amount with at most 2 decimals`);
  }
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function formatKurus(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new Error(`${kurus} is not a whole number of kuruş`);
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises a decimal string for output: no leading zeros, no trailing fractional zeros. */
export function formatDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

export function sumKurus(amounts: readonly string[]): number {
  return amounts.reduce((total, a) => total + toKurus(a), 0);
}
