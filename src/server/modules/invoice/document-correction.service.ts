import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import { loadDocumentSource } from '../../documents/document-source';
import { SaleDocumentError } from '../../documents/sale-to-ubl/sale-document';
import { findTaxPayer } from '../taxpayer/taxpayer.public';
import { DocType } from '../../../shared/domain/enums';
import { resendKindAfter, type TResendKind } from '../../../shared/domain/gib-status';
import { fieldIssue } from '../../../shared/error-text';
import type { TFieldIssue } from '../../../shared/errors';
import { toFormCustomer, type TResendForm } from '../../../shared/invoice/document-correction';
import { resendRefusal, type TInvoiceMessageKey } from '../../../shared/invoice/document-rules';
import type { TPosCustomer } from '../../../shared/pos/customer';
import { findDocument } from './document.repository';
import type { TDocumentRecord } from './document-row';

/** What a resend of this document does; a redelivery already asked for stays one. */
export function resendKindOf(doc: TDocumentRecord): TResendKind {
  return doc.redeliveryRequestedAt ? 'redeliver' : resendKindAfter(doc.gibStatusCode);
}

export function resendRefusalOf(doc: TDocumentRecord): TInvoiceMessageKey | null {
  return resendRefusal(doc) ?? (resendKindOf(doc) === 'none' ? 'resendNotAllowed' : null);
}

/** Spec §3 "Resend document": the buyer as the rebuilt document would carry it, and the rest. */
export async function readResendForm(
  db: TDb,
  scope: TDataScope,
  documentId: string,
): Promise<TResendForm> {
  const doc = await findDocument(db, scope, { id: documentId });
  const source = await loadDocumentSource(db, { tenantId: doc.tenantId, documentId: doc.id }).catch(
    (err: unknown) => {
      if (err instanceof SaleDocumentError) {
        throw new AppError('UNPROCESSABLE', { reason: 'resendNotAllowed' });
      }
      throw err;
    },
  );
  const sale = source.input.sale;
  return {
    documentId: doc.id,
    ettn: doc.ettn,
    invoiceNo: doc.invoiceNo,
    invoiceDate: doc.invoiceDate,
    invoiceTime: doc.invoiceTime ? doc.invoiceTime.slice(0, 8) : null,
    docType: doc.docType,
    status: doc.status,
    gibStatusCode: doc.gibStatusCode,
    failureReason: doc.failureReason,
    refusal: resendRefusalOf(doc),
    correctable: resendKindOf(doc) === 'rebuild',
    customer: toFormCustomer(sale.customer),
    checkNo: sale.checkNo ?? null,
    currencyCode: doc.currencyCode,
    exchangeRate: sale.exchangeRate ?? null,
    amounts: sale.amounts,
    lines: sale.invoiceLines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitCode: l.unitCode ?? null,
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      lineExtensionAmount: l.lineExtensionAmount,
    })),
    device: { description: doc.deviceDescription, serialNumber: doc.deviceSerialNumber },
  };
}

const at = (field: string, key: Parameters<typeof fieldIssue>[1]) =>
  fieldIssue(`body.customer.${field}`, key);

/**
 * The rules a corrected buyer meets beyond the POS schema: the document's kind and series stay,
 * so an e-Fatura goes to an e-Fatura user (GİB's list) at one of its mailboxes, and an e-Arşiv
 * never to one. Throws VALIDATION_FAILED with the fields to fix.
 */
export async function checkCorrection(
  db: TDb,
  doc: Pick<TDocumentRecord, 'docType'>,
  customer: TPosCustomer,
): Promise<void> {
  const payer = customer.taxNo ? await findTaxPayer(db, customer.taxNo) : undefined;
  const mailboxes = (payer?.pkAliasList ?? [])
    .filter((a) => a.documentType === 'Invoice')
    .map((a) => a.alias);
  const issues: TFieldIssue[] = [];
  if (doc.docType === DocType.eFatura) {
    if (mailboxes.length === 0)
      issues.push(at('taxNo', 'documentCorrection.errors.notInvoiceUser'));
    else if (customer.alias && !mailboxes.includes(customer.alias)) {
      issues.push(at('alias', 'documentCorrection.errors.aliasNotOfBuyer'));
    }
  } else {
    if (doc.docType === DocType.eArsiv && mailboxes.length > 0) {
      issues.push(at('taxNo', 'documentCorrection.errors.invoiceUser'));
    }
    if (customer.alias) issues.push(at('alias', 'documentCorrection.errors.aliasOnlyEFatura'));
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
}
