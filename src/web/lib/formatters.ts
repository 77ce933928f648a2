import i18next, { type TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  formatDottedDate,
  formatSignInDate,
  type TDateInput,
} from '../../shared/format/date';
import type { TFormatLanguage } from '../../shared/format/locale';
import { formatAmount, formatMoney } from '../../shared/format/money';
import {
  formatInteger,
  formatNumber,
  formatPercent,
  formatQuantity,
} from '../../shared/format/number';
import { isPaymentTypeCode, isUnitCode } from '../../shared/format/words';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages';

type TDigits = { minFractionDigits?: number; maxFractionDigits?: number };

/**
 * The shared formatters (shared/format) in one language, with the words for codes (units, payment
 * types) from the i18n maps. A code without a word is shown as it is.
 */
export function makeFormatters(language: TFormatLanguage, t: TFunction) {
  return {
    language,
    date: (value: TDateInput) => formatDate(value, language),
    dottedDate: (value: TDateInput) => formatDottedDate(value, language),
    dateTime: (value: TDateInput) => formatDateTime(value, language),
    signInDate: (value: TDateInput) => formatSignInDate(value),
    money: (amount: string, currency: string) => formatMoney(amount, currency, language),
    amount: (amount: string) => formatAmount(amount, language),
    integer: (value: number | bigint) => formatInteger(value, language),
    number: (value: number, digits?: TDigits) => formatNumber(value, digits, language),
    percent: (rate: string | number) => formatPercent(rate, language),
    /** '4.000', 'C62' → '4 Adet' (tr), '4 pieces' (en). */
    quantity: (quantity: string, unitCode: string | null | undefined) => {
      const figure = formatQuantity(quantity, language);
      if (!unitCode) return figure;
      const unit = isUnitCode(unitCode)
        ? t(`formats.units.${unitCode}`, { count: Number(quantity) })
        : unitCode;
      return `${figure} ${unit}`;
    },
    /** 'debit_card' → 'Banka kartı' (tr), 'Debit card' (en). */
    paymentType: (code: string) =>
      isPaymentTypeCode(code) ? t(`formats.paymentTypes.${code}`) : code,
  };
}

export type TFormatters = ReturnType<typeof makeFormatters>;

/** The language the interface shows now (i18next's, else the default). */
export const interfaceLanguage = (language = i18next.resolvedLanguage): TFormatLanguage =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/** The formatters of the interface language, for code that has a `t` but no hook (column lists). */
export const formattersOf = (t: TFunction): TFormatters => makeFormatters(interfaceLanguage(), t);
