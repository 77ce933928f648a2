import type {
  TCurrency,
  TDocType,
  TInvoiceType,
  TPaymentStatus,
  TSaleTransactionStatus,
  TScenarioType,
} from '../../../shared/domain/enums';
import type { TSeedOutcome } from './document-status';
import type { TSeedExchange } from './exchanges';
import type { TUuidWords } from './uuid-words';
import type { TSeedLine, TSeedTotals } from './lines';
import type { TSeedDevice, TSeedSeries, TSeedStore, TSeedTenant } from './organisation-types';

export type TSeedPayment = {
  id: TUuidWords;
  paymentType: string;
  status: TPaymentStatus;
  amount: number;
};

export type TSeedSale = {
  id: TUuidWords;
  transactionId: string;
  status: TSaleTransactionStatus;
  finalizerDevice: TSeedDevice | null;
  checkNo: string;
  noFinancialValue: boolean;
  requestBody: string;
  payments: TSeedPayment[];
};

/** One generated document with its sale, lines and payments; money in kuruş. */
export type TSeedDocument = {
  tenant: TSeedTenant;
  store: TSeedStore;
  device: TSeedDevice;
  id: TUuidWords;
  ettn: TUuidWords;
  docType: TDocType;
  invoiceType: TInvoiceType | null;
  scenarioType: TScenarioType | null;
  profileId: string | null;
  series: TSeedSeries | null;
  invoiceNo: string | null;
  invoiceDate: string;
  /** The same local date as days since 1970-01-01. */
  invoiceEpochDay: number;
  invoiceTime: string;
  /** The same time of day in seconds after midnight. */
  invoiceSecond: number;
  issuedMs: number;
  posUserFullName: string;
  currency: TCurrency;
  customer: { name: string; taxNo: string } | null;
  outcome: TSeedOutcome;
  lines: TSeedLine[];
  totals: TSeedTotals;
  /** What the pipeline recorded of its calls to the integrator (none while it waits for one). */
  exchanges: TSeedExchange[];
  sale: TSeedSale;
};
