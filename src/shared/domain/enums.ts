import { z } from 'zod';

// Codes and stable keys only: display labels live in i18n (keys like `enums.docType.eArsiv`).

export const DocType = {
  eFatura: 1,
  eArsiv: 2,
  eIrsaliye: 5,
  eSmm: 7,
  eAdisyon: 8,
  bilgiFisi: 9,
} as const;
export const DOC_TYPES = [1, 2, 5, 7, 8, 9] as const;
export const ZDocType = z.literal(DOC_TYPES);
export type TDocType = z.infer<typeof ZDocType>;

export const ScenarioType = { temel: 1, ticari: 2, export: 3 } as const;
export const SCENARIO_TYPES = [1, 2, 3] as const;
export const ZScenarioType = z.literal(SCENARIO_TYPES);
export type TScenarioType = z.infer<typeof ZScenarioType>;

export const ClientResponse = {
  unanswered: 1,
  accepted: 2,
  rejected: 3,
  autoAccepted: 4,
} as const;
export const CLIENT_RESPONSES = [1, 2, 3, 4] as const;
export const ZClientResponse = z.literal(CLIENT_RESPONSES);
export type TClientResponse = z.infer<typeof ZClientResponse>;
/** Days a commercial invoice may be answered before it counts as accepted (domain.md). */
export const CLIENT_RESPONSE_DAYS = 8;

export const DocumentStatus = { pending: 1, sent: 2, cancelled: 5, failed: 6 } as const;
export const DOCUMENT_STATUSES = [1, 2, 5, 6] as const;
export const ZDocumentStatus = z.literal(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

export const InvoiceType = {
  satis: 1,
  iade: 2,
  tevkifat: 3,
  istisna: 4,
  ihracKayitli: 5,
  ozelMatrah: 6,
} as const;
export const INVOICE_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const ZInvoiceType = z.literal(INVOICE_TYPES);
export type TInvoiceType = z.infer<typeof ZInvoiceType>;

export const IntegratorStatus = {
  notProcessed: 1,
  sent: 2,
  delivered: 3,
  successful: 4,
  cancelled: 5,
  failed: 6,
  ignored: 7,
  sentError: 20,
  sentNoReply: 21,
  awaitingApproval: 30,
} as const;
export const INTEGRATOR_STATUSES = [1, 2, 3, 4, 5, 6, 7, 20, 21, 30] as const;
export const ZIntegratorStatus = z.literal(INTEGRATOR_STATUSES);
export type TIntegratorStatus = z.infer<typeof ZIntegratorStatus>;

export const SaleTransactionStatus = { open: 0, completed: 1, cancelled: 2 } as const;
export const SALE_TRANSACTION_STATUSES = [0, 1, 2] as const;
export const ZSaleTransactionStatus = z.literal(SALE_TRANSACTION_STATUSES);
export type TSaleTransactionStatus = z.infer<typeof ZSaleTransactionStatus>;

export const PAYMENT_STATUSES = [
  'completed',
  'expired',
  'pending',
  'error',
  'refund',
  'refund_error',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP', 'SAR', 'QAR'] as const;
export const ZCurrency = z.enum(CURRENCIES);
export type TCurrency = z.infer<typeof ZCurrency>;
/** Every supported currency has 2 minor digits (spec §3). */
export const CURRENCY_DIGITS = 2;
