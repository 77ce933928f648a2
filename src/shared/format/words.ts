/**
 * Codes shown as words (texts in formats.* of the i18n maps). Units are UN/ECE rec. 20 codes: those
 * the sale lines and the seed use, and the common ones of GİB's invoice stylesheet (general.xslt).
 * Payment types are those of the POS API (shared/pos/payment.ts) and of the stored sales.
 */
export const UNIT_CODES = [
  'C62',
  'KGM',
  'GRM',
  'LTR',
  'MLT',
  'MTR',
  'CMT',
  'MTK',
  'MTQ',
  'TNE',
  'HUR',
  'DAY',
  'MON',
  'ANN',
  'PA',
  'BX',
  'SET',
  'PR',
  'KWH',
] as const;
export type TUnitCode = (typeof UNIT_CODES)[number];

export const PAYMENT_TYPE_CODES = [
  'cash',
  'card',
  'credit_card',
  'debit_card',
  'transfer',
  'voucher',
  'mobile',
  'other',
] as const;
export type TPaymentTypeCode = (typeof PAYMENT_TYPE_CODES)[number];

export const isUnitCode = (code: string | null | undefined): code is TUnitCode =>
  (UNIT_CODES as readonly (string | null | undefined)[]).includes(code);

export const isPaymentTypeCode = (code: string): code is TPaymentTypeCode =>
  (PAYMENT_TYPE_CODES as readonly string[]).includes(code);
