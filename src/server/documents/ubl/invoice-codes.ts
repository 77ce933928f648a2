export const INVOICE_PROFILES = ['TEMELFATURA', 'TICARIFATURA', 'IHRACAT', 'EARSIVFATURA'] as const;
export const INVOICE_TYPE_CODES = [
  'SATIS',
  'IADE',
  'TEVKIFAT',
  'ISTISNA',
  'IHRACKAYITLI',
  'OZELMATRAH',
] as const;
export type TInvoiceProfile = (typeof INVOICE_PROFILES)[number];
export type TInvoiceTypeCode = (typeof INVOICE_TYPE_CODES)[number];

/** 3-character series prefix + 4-digit year + 9-digit sequence (domain.md). */
export const INVOICE_ID_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;

/** GİB's schematron: IHRACAT invoices go to the customs administration's VKN. */
export const CUSTOMS_VKN = '1460415308';
