import { z } from 'zod';
import {
  ZCurrency,
  ZDocType,
  ZDocumentStatus,
  ZPaymentStatus,
  ZSaleTransactionStatus,
} from '../domain/enums';
import { ZPage } from '../list/page-envelope';

/** Money travels as decimal text with 2 digits, never a float: "12.50". */
const ZMoneyText = z.string();

/** Spec §3 "Sale transaction", one row of the Tüm İşlemler list. Times are ISO instants. */
export const ZSaleTransactionRow = z.object({
  id: z.uuid(),
  transactionId: z.string(),
  transactionTime: z.iso.datetime({ offset: true }),
  saleTransactionStatus: ZSaleTransactionStatus,
  storeId: z.uuid(),
  storeName: z.string(),
  deviceId: z.uuid(),
  deviceSerialNumber: z.string(),
  deviceDescription: z.string().nullable(),
  totalPayAmount: ZMoneyText,
  currencyCode: ZCurrency,
  checkNo: z.string().nullable(),
  isCancelled: z.boolean(),
  transactionHasNoFinancialValue: z.boolean(),
});
export type TSaleTransactionRow = z.infer<typeof ZSaleTransactionRow>;

/**
 * Spec §3 list response. The sales are counted up to LIST_COUNT_CAP (src/shared/list) only: past
 * it `rowCountCapped: true` and rowCount is the cap, a lower bound (the screen says "10.000+").
 */
export const ZSaleTransactionList = ZPage(ZSaleTransactionRow).extend({
  rowCountCapped: z.literal(true).optional(),
});
export type TSaleTransactionList = z.infer<typeof ZSaleTransactionList>;

export const ZSalePayment = z.object({
  id: z.uuid(),
  paymentType: z.string(),
  status: ZPaymentStatus,
  amount: ZMoneyText,
  currencyCode: ZCurrency,
});
export type TSalePayment = z.infer<typeof ZSalePayment>;

/** Spec §3 transactionDetails: quantities carry 3 decimals, unit prices 4, amounts 2. */
export const ZSaleLine = z.object({
  lineNo: z.number().int(),
  itemName: z.string(),
  itemCode: z.string().nullable(),
  quantity: z.string(),
  unitCode: z.string().nullable(),
  unitPrice: z.string(),
  lineExtensionAmount: ZMoneyText,
  vatRate: z.string(),
  vatAmount: ZMoneyText,
  discountAmount: ZMoneyText.nullable(),
});
export type TSaleLine = z.infer<typeof ZSaleLine>;

/** The documents issued for a sale: enough to show them and link to the document list. */
export const ZSaleDocument = z.object({
  documentId: z.uuid(),
  docType: ZDocType,
  invoiceNo: z.string().nullable(),
  ettn: z.uuid(),
  status: ZDocumentStatus,
  /** Calendar date `yyyy-MM-dd`. */
  invoiceDate: z.string(),
});
export type TSaleDocument = z.infer<typeof ZSaleDocument>;

/** `GET /api/invoice/sale-transactions/:id`: the row plus spec §3's remaining fields. */
export const ZSaleTransactionDetail = ZSaleTransactionRow.extend({
  saleTransactionCancelReason: z.string().nullable(),
  finalizerDeviceId: z.uuid().nullable(),
  finalizerDeviceSerialNumber: z.string().nullable(),
  supplierTaxNo: z.string().nullable(),
  cancelDate: z.iso.datetime({ offset: true }).nullable(),
  cancelReason: z.string().nullable(),
  payments: z.array(ZSalePayment),
  transactionDetails: z.array(ZSaleLine),
  documents: z.array(ZSaleDocument),
});
export type TSaleTransactionDetail = z.infer<typeof ZSaleTransactionDetail>;

export const ZSaleTransactionIdParams = z.object({ id: z.uuid() });
