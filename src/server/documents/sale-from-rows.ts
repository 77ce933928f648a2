import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import { DocType, ScenarioType } from '../../shared/domain/enums';
import { POS_PAYMENT_TYPES, type TPosPayment } from '../../shared/pos/payment';
import {
  POS_REQUESTED_DOC_TYPES,
  ZPosSaleTransaction,
  type TPosSaleTransaction,
} from '../../shared/pos/sale-transaction';
import type { TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { salePayments, saleTransactionDetails, saleTransactions } from '../db/schema/sales';
import { SaleDocumentError } from './sale-to-ubl/sale-document';

type TLineRow = typeof saleTransactionDetails.$inferSelect;

/** The normalized rows of one sale and its document, as stored by the demo generator. */
export type TSaleRows = {
  document: {
    docType: number;
    invoiceType: number | null;
    scenarioType: number | null;
    invoiceTime: string | null;
    currencyCode: string;
    customerName: string | null;
    customerTaxNo: string | null;
  };
  sale: {
    transactionId: string;
    transactionTime: Date;
    checkNo: string | null;
    totalPayAmount: string;
    requestBody: Record<string, unknown>;
  };
  lines: TLineRow[];
  payments: { paymentType: string; status: string; amount: string }[];
};

const ZERO = new Decimal(0);
const DEVICE_DOC_TYPES: ReadonlySet<number> = new Set(POS_REQUESTED_DOC_TYPES);
const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (d: Decimal) => d.toFixed(2);
const POS_TYPES: ReadonlySet<string> = new Set(POS_PAYMENT_TYPES);
// The demo generator names payment means the way a till shows them.
const PAYMENT_TYPE_OF: Readonly<Record<string, TPosPayment['type']>> = {
  credit_card: 'card',
  debit_card: 'card',
  meal_card: 'voucher',
  bank_transfer: 'transfer',
  open_account: 'other',
};

const present = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

// Only the code and rate are columns: the amount follows from amount rule 4 (docs/pos-api.md).
const withheldOf = (row: TLineRow): Decimal =>
  row.withholdingRate
    ? round2(new Decimal(row.vatAmount).times(row.withholdingRate).dividedBy(100))
    : ZERO;

const fieldOf = (posted: unknown, key: string): unknown =>
  posted && typeof posted === 'object' ? (posted as Record<string, unknown>)[key] : undefined;

/** `posted`: the line as the device sent it, for the parts no column holds (ÖTV code, stopaj). */
function line(row: TLineRow, exportInfo: unknown, posted: unknown): Record<string, unknown> {
  const postedSct = fieldOf(posted, 'specialConsumptionTax');
  return {
    name: row.itemName,
    code: present(row.itemCode),
    quantity: row.quantity,
    unitCode: present(row.unitCode),
    unitPrice: row.unitPrice,
    discount: row.discountAmount ?? '0',
    lineExtensionAmount: row.lineExtensionAmount,
    vatRate: row.vatRate,
    vatAmount: row.vatAmount,
    withholding:
      row.withholdingCode && row.withholdingRate
        ? { code: row.withholdingCode, rate: row.withholdingRate, amount: money(withheldOf(row)) }
        : undefined,
    exemption:
      row.exemptionCode && row.exemptionReason
        ? { code: row.exemptionCode, reason: row.exemptionReason }
        : undefined,
    specialConsumptionTax: row.specialConsumptionTaxAmount
      ? {
          code: fieldOf(postedSct, 'code'),
          rate: fieldOf(postedSct, 'rate'),
          amount: row.specialConsumptionTaxAmount,
        }
      : undefined,
    incomeTaxWithholding: fieldOf(posted, 'incomeTaxWithholding'),
    accommodationTaxAmount: present(row.accommodationTaxAmount),
    export: exportInfo ?? undefined,
  };
}

/** Totals by the amount rules; the stored payable decides the cash rounding. */
function amounts(rows: TLineRow[], storedPay: string, stopaj: Decimal) {
  const sum = (f: (r: TLineRow) => Decimal.Value | null | undefined) =>
    rows.reduce((acc, r) => acc.plus(f(r) ?? 0), ZERO);
  const taxable = sum((r) => r.lineExtensionAmount);
  const discount = sum((r) => r.discountAmount);
  const tax = sum((r) =>
    new Decimal(r.vatAmount)
      .plus(r.specialConsumptionTaxAmount ?? 0)
      .plus(r.accommodationTaxAmount ?? 0),
  );
  const withheld = sum(withheldOf).plus(stopaj);
  const total = taxable.plus(discount).plus(tax);
  const pay = total.minus(discount).minus(withheld);
  const rounding = new Decimal(storedPay).minus(pay);
  return {
    total: money(total),
    pay: money(rounding.abs().lessThan(1) ? pay.plus(rounding) : pay),
    discount: money(discount),
    taxable: money(taxable),
    rounding: money(rounding.abs().lessThan(1) ? rounding : ZERO),
    tax: money(tax),
  };
}

function payment(row: TSaleRows['payments'][number]): Record<string, unknown> {
  const type = POS_TYPES.has(row.paymentType)
    ? row.paymentType
    : (PAYMENT_TYPE_OF[row.paymentType] ?? 'other');
  // A refund that failed later was, as posted, the sale's refund.
  const status = row.status === 'refund_error' ? 'refund' : row.status;
  return { type, status, amount: row.amount };
}

function customer(rows: TSaleRows): unknown {
  const stored = rows.sale.requestBody.customer;
  if (stored && typeof stored === 'object') return stored;
  const { customerName, customerTaxNo } = rows.document;
  if (!customerName && !customerTaxNo) return undefined;
  return { name: present(customerName), taxNo: present(customerTaxNo) };
}

/**
 * The POS sale the rows stand for: lines, payments and totals from the columns, the parts no
 * column holds (customer, exchange rate, return reference, export and despatch details) from the
 * trimmed request body. Throws SaleDocumentError when the result is not a valid POS sale.
 */
export function saleFromRowData(rows: TSaleRows): TPosSaleTransaction {
  const { document: doc, sale } = rows;
  const body = sale.requestBody;
  const lineExports = Array.isArray(body.lineExports) ? (body.lineExports as unknown[]) : [];
  const postedLines = Array.isArray(body.invoiceLines) ? (body.invoiceLines as unknown[]) : [];
  const stopaj = postedLines.reduce<Decimal>((acc, l) => {
    const amount = fieldOf(fieldOf(l, 'incomeTaxWithholding'), 'amount');
    // A malformed amount is left to the schema check below, which names it.
    return typeof amount === 'string' && /^\d+(\.\d+)?$/.test(amount) ? acc.plus(amount) : acc;
  }, ZERO);
  const candidate: Record<string, unknown> = {
    transactionId: sale.transactionId,
    transactionTime: sale.transactionTime.toISOString(),
    docType: DEVICE_DOC_TYPES.has(doc.docType) ? doc.docType : undefined,
    invoiceType: doc.invoiceType ?? 1,
    scenarioType:
      doc.docType === DocType.eFatura
        ? (doc.scenarioType ?? ScenarioType.temel)
        : ScenarioType.temel,
    checkNo: present(sale.checkNo),
    invoiceTime: doc.invoiceTime ? doc.invoiceTime.slice(0, 8) : undefined,
    customer: customer(rows),
    amounts: amounts(rows.lines, sale.totalPayAmount, stopaj),
    currencyCode: doc.currencyCode,
    exchangeRate: present(body.exchangeRate),
    invoiceLines: rows.lines.map((r, i) => line(r, lineExports[i], postedLines[i])),
    payments: rows.payments.map(payment),
    returnReference: present(body.returnReference),
    exportBuyer: present(body.exportBuyer),
    despatchInfo: present(body.despatchInfo),
  };
  const parsed = ZPosSaleTransaction.safeParse(candidate);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SaleDocumentError(
      `the sale's rows do not make a valid POS sale (${first ? `${first.path.join('.')}: ${first.message}` : 'unknown'})`,
    );
  }
  return parsed.data;
}

/** Reads the document's sale rows in the tenant's scope and rebuilds the POS sale from them. */
export async function saleFromRows(
  db: TDb,
  ref: { tenantId: string; documentId: string },
): Promise<TPosSaleTransaction> {
  const [row] = await db
    .select({
      saleId: saleTransactions.id,
      document: {
        docType: documents.docType,
        invoiceType: documents.invoiceType,
        scenarioType: documents.scenarioType,
        invoiceTime: documents.invoiceTime,
        currencyCode: documents.currencyCode,
        customerName: documents.customerName,
        customerTaxNo: documents.customerTaxNo,
      },
      sale: {
        transactionId: saleTransactions.transactionId,
        transactionTime: saleTransactions.transactionTime,
        checkNo: saleTransactions.checkNo,
        totalPayAmount: saleTransactions.totalPayAmount,
        requestBody: saleTransactions.requestBody,
      },
    })
    .from(documents)
    .innerJoin(
      saleTransactions,
      and(
        eq(saleTransactions.tenantId, documents.tenantId),
        eq(saleTransactions.id, documents.saleTransactionId),
      ),
    )
    .where(tenantWhere(documents, ref.tenantId, eq(documents.id, ref.documentId)));
  if (!row) throw new SaleDocumentError('the document has no sale transaction to build from');
  const bySale = (t: typeof saleTransactionDetails | typeof salePayments) =>
    tenantWhere(t, ref.tenantId, eq(t.saleTransactionId, row.saleId));
  const [lines, payments] = await Promise.all([
    db
      .select()
      .from(saleTransactionDetails)
      .where(bySale(saleTransactionDetails))
      .orderBy(asc(saleTransactionDetails.lineNo)),
    db
      .select({
        paymentType: salePayments.paymentType,
        status: salePayments.status,
        amount: salePayments.amount,
      })
      .from(salePayments)
      .where(bySale(salePayments))
      .orderBy(asc(salePayments.createdAt), asc(salePayments.id)),
  ]);
  return saleFromRowData({ document: row.document, sale: row.sale, lines, payments });
}
