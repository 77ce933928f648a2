import type {
  TCurrency,
  TDocType,
  TInvoiceType,
  TScenarioType,
} from '../../../shared/domain/enums';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';

/** The issuing store (a `stores` row) and its tenant, whose name is the legal title. */
export type TSaleSupplier = {
  tenantName: string;
  storeName: string;
  taxNo: string | null;
  taxOffice?: string | null;
  room?: string | null;
  streetName?: string | null;
  buildingName?: string | null;
  buildingNumber?: string | null;
  citySubdivisionName?: string | null;
  cityName?: string | null;
  postalZone?: string | null;
  countryName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  website?: string | null;
};

/** What the document row says the document is: its kind, number, ETTN and issue moment. */
export type TSaleDocumentIdentity = {
  docType: TDocType;
  /** As stored on the row; when set it must match the profile the kind implies. */
  profile?: string | null;
  invoiceType: TInvoiceType;
  scenarioType: TScenarioType;
  invoiceNo: string;
  ettn: string;
  /** yyyy-MM-dd and HH:mm:ss in Europe/Istanbul. */
  issueDate: string;
  issueTime: string;
  currency: TCurrency;
  exchangeRate?: string | null;
};

export type TSaleDocumentInput = {
  sale: TPosSaleTransaction;
  identity: TSaleDocumentIdentity;
  supplier: TSaleSupplier;
};

/** A sale that cannot become the requested document; the message names the field. */
export class SaleDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaleDocumentError';
  }
}
