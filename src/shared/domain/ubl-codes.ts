import type { TInvoiceType, TScenarioType } from './enums';

// UBL-TR code lists (GİB's packages and domain.md); codes only, labels live in i18n.

export const INVOICE_PROFILES = [
  'TEMELFATURA',
  'TICARIFATURA',
  'IHRACAT',
  'EARSIVFATURA',
  'EARSIVBELGE',
] as const;
export const UBL_INVOICE_TYPE_CODES = [
  'SATIS',
  'IADE',
  'TEVKIFAT',
  'ISTISNA',
  'IHRACKAYITLI',
  'OZELMATRAH',
  'SERBESTMESLEKMAKBUZU',
  'ADISYON',
] as const;
export type TInvoiceProfile = (typeof INVOICE_PROFILES)[number];
export type TInvoiceTypeCode = (typeof UBL_INVOICE_TYPE_CODES)[number];

/**
 * e-Arşiv documents that are not invoices (e-SMM, e-Adisyon) use the EARSIVBELGE profile, as
 * integrators send them (izibiz's e-SMM UBL sample: EARSIVBELGE + SERBESTMESLEKMAKBUZU).
 */
export const EARSIV_BELGE_TYPES: readonly TInvoiceTypeCode[] = ['SERBESTMESLEKMAKBUZU', 'ADISYON'];

/** UBL-TR ProfileID per e-Fatura scenario (domain.md). */
export const SCENARIO_PROFILE_IDS: Record<TScenarioType, TInvoiceProfile> = {
  1: 'TEMELFATURA',
  2: 'TICARIFATURA',
  3: 'IHRACAT',
};

/** UBL-TR InvoiceTypeCode per spec invoiceType. */
export const INVOICE_TYPE_CODES: Record<TInvoiceType, TInvoiceTypeCode> = {
  1: 'SATIS',
  2: 'IADE',
  3: 'TEVKIFAT',
  4: 'ISTISNA',
  5: 'IHRACKAYITLI',
  6: 'OZELMATRAH',
};

/** The profile of an e-İrsaliye (DespatchAdvice). */
export const DESPATCH_PROFILE = 'TEMELIRSALIYE';

/** VAT (KDV) tax type code (domain.md "Amounts"). */
export const VAT_TAX_TYPE_CODE = '0015';

/** Income-tax withholding (gelir vergisi stopajı) on a self-employed receipt. */
export const INCOME_TAX_WITHHOLDING_CODE = '0003';

export const ACCOMMODATION_TAX_CODE = '0059';

/** ÖTV tax type codes of GİB's code list: 1st list, 3A, 3B, 3C, 4th list, 3rd list. */
export const SPECIAL_CONSUMPTION_TAX_CODES = [
  '0071',
  '0073',
  '0074',
  '0075',
  '0076',
  '0077',
] as const;
export type TSpecialConsumptionTaxCode = (typeof SPECIAL_CONSUMPTION_TAX_CODES)[number];

/** The scheme names GİB's samples write beside each ÖTV code. */
export const SPECIAL_CONSUMPTION_TAX_NAMES: Record<TSpecialConsumptionTaxCode, string> = {
  '0071': 'ÖTV 1. LİSTE',
  '0073': 'ÖTV 3A LİSTE',
  '0074': 'ÖTV 3B LİSTE',
  '0075': 'ÖTV 3C LİSTE',
  '0076': 'ÖTV 4. LİSTE',
  '0077': 'ÖTV 3. LİSTE',
};

/** 3-character series prefix + 4-digit year + 9-digit sequence (domain.md). */
export const INVOICE_ID_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;

/** GİB's schematron: IHRACAT invoices go to the customs administration's VKN. */
export const CUSTOMS_VKN = '1460415308';
