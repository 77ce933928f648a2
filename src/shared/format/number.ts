import { INTL_LOCALE, type TFormatLanguage } from './locale';

const integerFormatters: Record<TFormatLanguage, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat(INTL_LOCALE.tr, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 0 }),
};

/** Counts and other whole numbers: 12345 → '12.345' (tr), '12,345' (en). */
export function formatInteger(value: number | bigint, language: TFormatLanguage = 'tr'): string {
  return integerFormatters[language].format(value);
}

/** A decimal number with a range of fraction digits: 1234.5 → '1.234,5' (tr), '1,234.5' (en). */
export function formatNumber(
  value: number | bigint,
  { minFractionDigits = 0, maxFractionDigits = 2 } = {},
  language: TFormatLanguage = 'tr',
): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: Math.max(minFractionDigits, maxFractionDigits),
  }).format(value);
}

// Quantities are numeric(…, 3) strings ('4.000'); shown with no trailing zeros, as the PDF does.
const quantityFormatters: Record<TFormatLanguage, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat(INTL_LOCALE.tr, { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 3 }),
};

/** A line's quantity without its unit: '4.000' → '4', '1.250' → '1,25' (tr), '1.25' (en). */
export function formatQuantity(
  quantity: string | number,
  language: TFormatLanguage = 'tr',
): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? quantityFormatters[language].format(value) : String(quantity);
}

const percentFormatters: Record<TFormatLanguage, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat(INTL_LOCALE.tr, { style: 'percent', minimumFractionDigits: 2 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'percent', minimumFractionDigits: 2 }),
};

/** A rate given in percent ('20.00', 18): '%20,00' (tr, as the PDF), '20.00%' (en). */
export function formatPercent(rate: string | number, language: TFormatLanguage = 'tr'): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return String(rate);
  // Dividing by 100 in floating point can land a hair off (0.07 → 0.07000000000000001): harmless
  // with at most 2 fraction digits shown.
  return percentFormatters[language].format(value / 100);
}
