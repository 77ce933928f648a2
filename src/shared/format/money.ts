// One rendering everywhere (domain.md): tr-TR grouping, 2 decimals, the symbol after the amount
// separated by a plain space: '1.234,50 ₺', '-12,00 €', '7,50 SAR'. Built from the decimal string
// itself so that no amount ever passes through a float.

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  TRY: '₺',
  EUR: '€',
  USD: '$',
  GBP: '£',
};

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * '1234.5' → '1.234,50'. Rounds half away from zero to 2 decimals.
 * Throws a RangeError for anything that is not a plain decimal string.
 */
export function formatAmount(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const units = (cents / 100n).toString();
  const rest = (cents % 100n).toString().padStart(2, '0');
  const negative = sign === '-' && cents !== 0n;
  return `${negative ? '-' : ''}${groupThousands(units)},${rest}`;
}

/** Symbol for TRY, EUR, USD and GBP; the ISO code for the others (SAR, QAR, …). */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}

/** `formatMoney('1234.5', 'TRY')` → '1.234,50 ₺'. */
export function formatMoney(amount: string, currency: string): string {
  return `${formatAmount(amount)} ${currencySymbol(currency)}`;
}
