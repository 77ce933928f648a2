import { z } from 'zod';
import { DocType, ZCurrency, ZInvoiceType, ZScenarioType } from '../domain/enums';
import { ZPosCustomer } from './customer';
import { ZPosDespatchInfo } from './despatch';
import { ZPosGovermentAgencyInfo } from './government-agency';
import { ZPosInternetSaleInfo } from './internet-sale';
import { ZPosOkcInfo } from './okc-info';
import { ZPosPayment } from './payment';
import { checkSaleAmounts, ZPosAmounts } from './sale-amounts';
import { checkSaleRules } from './sale-rules';
import { ZPosSaleLine } from './sale-line';
import { posText, ZPosAddress, ZPosDate, ZPosExchangeRate, ZPosTime } from './primitives';

/** Kinds a device may ask for; without docType the server decides e-Fatura (1) or e-Arşiv (2). */
export const POS_REQUESTED_DOC_TYPES = [
  DocType.eIrsaliye,
  DocType.eSmm,
  DocType.eAdisyon,
  DocType.bilgiFisi,
] as const;

/** The original invoice an İade (invoiceType 2) returns. */
export const ZPosReturnReference = z.object({
  invoiceNo: posText(50),
  issueDate: ZPosDate,
});

/** The foreign buyer of an export (scenarioType 3); the customer party is the customs office. */
export const ZPosExportBuyer = z.object({
  name: posText(250),
  taxId: posText(50).optional(),
  address: ZPosAddress,
});

/**
 * What a POS device posts to `POST /api/pos/sale-transactions` (spec §3 "Resend document" and
 * "Sale transaction"). Store, device and tenant come from the device credential, never from
 * here: unknown keys such as storeId or tenantId are dropped.
 */
export const ZPosSaleTransaction = z
  .object({
    transactionId: z
      .string()
      .regex(/^[\x21-\x7E]{1,128}$/, 'must be 1–128 printable ASCII characters without spaces'),
    transactionTime: z.iso.datetime({
      offset: true,
      message: 'must be an ISO date-time with offset, e.g. 2026-11-22T14:05:00+03:00',
    }),
    docType: z
      .literal(POS_REQUESTED_DOC_TYPES, { message: 'must be 5, 7, 8 or 9 (or absent)' })
      .optional(),
    invoiceType: ZInvoiceType.default(1),
    scenarioType: ZScenarioType.default(1),
    checkNo: posText(50).optional(),
    /** The time printed on the receipt; the document's own date and time come from transactionTime. */
    invoiceTime: ZPosTime.optional(),
    description: posText(500).optional(),
    isAdvance: z.boolean().default(false),
    customer: ZPosCustomer.optional(),
    amounts: ZPosAmounts,
    currencyCode: ZCurrency.default('TRY'),
    /** TRY per unit of currencyCode. */
    exchangeRate: ZPosExchangeRate.optional(),
    invoiceLines: z.array(ZPosSaleLine).min(1, 'a sale needs at least one line').max(1000),
    payments: z.array(ZPosPayment).max(50).default([]),
    returnReference: ZPosReturnReference.optional(),
    exportBuyer: ZPosExportBuyer.optional(),
    internetSaleInfo: ZPosInternetSaleInfo.optional(),
    okcInfo: ZPosOkcInfo.optional(),
    govermentAgencyInfo: ZPosGovermentAgencyInfo.optional(),
    despatchInfo: ZPosDespatchInfo.optional(),
    extInfo: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
      .refine((r) => Object.keys(r).length <= 50, 'at most 50 entries')
      .optional(),
  })
  .superRefine((sale, ctx) => {
    checkSaleRules(sale, ctx);
    checkSaleAmounts(sale, ctx);
  });
export type TPosSaleTransaction = z.infer<typeof ZPosSaleTransaction>;
export type TPosSaleTransactionInput = z.input<typeof ZPosSaleTransaction>;

/** The answer to an accepted sale (201, or 200 with Idempotent-Replayed on a retry). */
export const ZPosSaleAccepted = z.object({
  saleTransactionId: z.uuid(),
  documentId: z.uuid(),
  docType: z.number().int(),
  profileId: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  ettn: z.uuid(),
  status: z.number().int(),
});
export type TPosSaleAccepted = z.infer<typeof ZPosSaleAccepted>;
