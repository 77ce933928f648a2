import type { TFormatLanguage } from './locale';

// One rendering everywhere (domain.md), each language with its conventions, built from the decimal
// string itself so that no amount ever passes through a float. Turkish: dot grouping, comma
// decimals, the symbol after the amount ('1.234,50 ₺', '7,50 SAR'); English: comma grouping, point
// decimals, the symbol before it ('₺1,234.50', 'SAR 7.50').

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  TRY: '₺',
  EUR: '€',
  USD: '$',
  GBP: '£',
};

const SEPARATORS: Record<TFormatLanguage, { group: string; decimal: string }> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * '1234.5' → '1.234,50' (tr), '1,234.50' (en). Rounds half away from zero to 2 decimals.
 * Throws a RangeError for anything that is not a plain decimal string.
 */
export function formatAmount(amount: string, language: TFormatLanguage = 'tr'): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const units = (cents / 100n).toString();
  const rest = (cents % 100n).toString().padStart(2, '0');
  const negative = sign === '-' && cents !== 0n;
  const { group, decimal } = SEPARATORS[language];
  return `${negative ? '-' : ''}${groupThousands(units, group)}${decimal}${rest}`;
}

/** Symbol for TRY, EUR, USD and GBP; the ISO code for the others (SAR, QAR, …). */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}

/** `formatMoney('1234.5', 'TRY')` → '1.234,50 ₺'; in English '₺1,234.50'. */
export function formatMoney(
  amount: string,
  currency: string,
  language: TFormatLanguage = 'tr',
): string {
  const figure = formatAmount(amount, language);
  const symbol = currencySymbol(currency);
  if (language === 'tr') return `${figure} ${symbol}`;
  const [sign, digits] = figure.startsWith('-') ? ['-', figure.slice(1)] : ['', figure];
  return `${sign}${symbol}${symbol.length > 1 ? ' ' : ''}${digits}`;
}
