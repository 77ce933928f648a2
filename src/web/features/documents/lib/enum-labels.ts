import {
  ClientResponse,
  DocType,
  DocumentStatus,
  InvoiceType,
  ScenarioType,
} from '../../../../shared/domain/enums';

function nameOf<const T extends Record<string, number>>(codes: T) {
  const names = new Map(Object.entries(codes).map(([name, code]) => [code, name as keyof T]));
  // Undefined for a code outside the enumeration; rows from the API always hold known codes.
  return (code: number): keyof T & string => names.get(code) as keyof T & string;
}

// Spec §3 enumerations: the row carries codes, the labels are i18n keys under `enums.*`.
export const docTypeName = nameOf(DocType);
export const scenarioTypeName = nameOf(ScenarioType);
export const documentStatusName = nameOf(DocumentStatus);
export const clientResponseName = nameOf(ClientResponse);
export const invoiceTypeName = nameOf(InvoiceType);

/** Spec §2: withholding (3) and exemption (4) invoices carry a badge in the list. */
export const BADGED_INVOICE_TYPES: readonly number[] = [InvoiceType.tevkifat, InvoiceType.istisna];

/** Status colours: sent green, pending grey, cancelled orange, failed red. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [DocumentStatus.pending]: 'gray',
  [DocumentStatus.sent]: 'teal',
  [DocumentStatus.cancelled]: 'orange',
  [DocumentStatus.failed]: 'red',
};
