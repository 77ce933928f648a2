export const INVOICE_PROFILES = [
  'TEMELFATURA',
  'TICARIFATURA',
  'IHRACAT',
  'EARSIVFATURA',
  'EARSIVBELGE',
] as const;
export const INVOICE_TYPE_CODES = [
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
export type TInvoiceTypeCode = (typeof INVOICE_TYPE_CODES)[number];

/**
 * e-Arşiv documents that are not invoices (e-SMM, e-Adisyon) use the EARSIVBELGE profile, as
 * integrators send them (izibiz's e-SMM UBL sample: EARSIVBELGE + SERBESTMESLEKMAKBUZU).
 */
export const EARSIV_BELGE_TYPES: readonly TInvoiceTypeCode[] = ['SERBESTMESLEKMAKBUZU', 'ADISYON'];

/** Income-tax withholding (gelir vergisi stopajı) on a self-employed receipt. */
export const INCOME_TAX_WITHHOLDING_CODE = '0003';

export const ACCOMMODATION_TAX_CODE = '0059';

/** 3-character series prefix + 4-digit year + 9-digit sequence (domain.md). */
export const INVOICE_ID_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;

/** GİB's schematron: IHRACAT invoices go to the customs administration's VKN. */
export const CUSTOMS_VKN = '1460415308';
