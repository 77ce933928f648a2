import { formatDecimal, formatKurus, sumKurus } from './amount';
import { internetSaleDeliveryXml, internetSalePaymentXml } from './internet-sale-xml';
import { invoiceLineXml } from './invoice-line-xml';
import { ZUblInvoice, type TUblInvoice, type TUblInvoiceInput } from './invoice-model';
import { exportBuyerXml, partyXml, signatureXml } from './party-xml';
import {
  groupExtraTaxes,
  groupVat,
  groupWithholding,
  taxTotalXml,
  withheldExtraKurus,
  withholdingTotalXml,
} from './tax-xml';
import { el, leaf } from './xml-writer';
import { emptyExtensionsXml, xsltReferenceXml } from './xslt-reference';

const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

export class UblDocumentError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Invalid UBL document: ${errors.join('; ')}`);
    this.name = 'UblDocumentError';
    this.errors = errors;
  }
}

/** Checks a document against the model and GİB's profile × type rules; messages name the field. */
function parseUblInvoice(input: TUblInvoiceInput): TUblInvoice {
  const parsed = ZUblInvoice.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new UblDocumentError(
    parsed.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`),
  );
}

function billingReferenceXml(ref: TUblInvoice['billingReferences'][number]): string {
  const inner = [leaf('cbc:ID', ref.id), leaf('cbc:IssueDate', ref.issueDate)];
  const reference =
    ref.kind === 'returnedInvoice'
      ? el(
          'cac:InvoiceDocumentReference',
          undefined,
          ...inner,
          leaf('cbc:DocumentTypeCode', 'IADE'),
        )
      : el(
          'cac:AdditionalDocumentReference',
          undefined,
          ...inner,
          leaf('cbc:DocumentTypeCode', ref.documentTypeCode),
        );
  return el('cac:BillingReference', undefined, reference);
}

/** `withheldKurus`: VAT withholding and stopaj, both kept back by the payer. */
function monetaryTotalXml(doc: TUblInvoice, taxKurus: number, withheldKurus: number): string {
  const c = { currencyID: doc.currency };
  const net = sumKurus(doc.lines.map((l) => l.lineExtensionAmount));
  const discounts = sumKurus(doc.lines.map((l) => l.discountAmount ?? '0'));
  return el(
    'cac:LegalMonetaryTotal',
    undefined,
    leaf('cbc:LineExtensionAmount', formatKurus(net), c),
    leaf('cbc:TaxExclusiveAmount', formatKurus(net), c),
    leaf('cbc:TaxInclusiveAmount', formatKurus(net + taxKurus), c),
    // Informational: line discounts are already deducted from the line amounts.
    discounts > 0 && leaf('cbc:AllowanceTotalAmount', formatKurus(discounts), c),
    leaf('cbc:PayableAmount', formatKurus(net + taxKurus - withheldKurus), c),
  );
}

/**
 * UBL-TR 2.1 Invoice in the element order of GİB's restricted XSD. ExtensionContent is left
 * empty for the XAdES signature; `xslt` is embedded as the document's rendering.
 */
export function buildInvoiceXml(input: TUblInvoiceInput, opts: { xslt: Buffer }): string {
  const doc = parseUblInvoice(input);
  const vat = groupVat(doc.lines);
  const withholding = groupWithholding(doc.lines);
  const extra = groupExtraTaxes(doc.lines);
  const withheldExtra = withheldExtraKurus(extra);
  // Taxes the buyer is charged; stopaj is listed in TaxTotal but never charged on top.
  const taxKurus = [...vat, ...extra].reduce((sum, g) => sum + g.amount, 0) - withheldExtra;
  const withheldKurus = withholding.reduce((sum, g) => sum + g.amount, 0) + withheldExtra;
  const body = el(
    'Invoice',
    NAMESPACES,
    emptyExtensionsXml(),
    leaf('cbc:UBLVersionID', '2.1'),
    leaf('cbc:CustomizationID', 'TR1.2'),
    leaf('cbc:ProfileID', doc.profile),
    leaf('cbc:ID', doc.id),
    leaf('cbc:CopyIndicator', String(doc.copy)),
    leaf('cbc:UUID', doc.uuid.toUpperCase()),
    leaf('cbc:IssueDate', doc.issueDate),
    leaf('cbc:IssueTime', doc.issueTime),
    leaf('cbc:InvoiceTypeCode', doc.typeCode),
    ...doc.notes.map((n) => leaf('cbc:Note', n)),
    leaf('cbc:DocumentCurrencyCode', doc.currency),
    leaf('cbc:LineCountNumeric', String(doc.lines.length)),
    ...doc.billingReferences.map(billingReferenceXml),
    xsltReferenceXml(doc, opts.xslt),
    signatureXml(doc.supplier),
    el('cac:AccountingSupplierParty', undefined, partyXml(doc.supplier)),
    el('cac:AccountingCustomerParty', undefined, partyXml(doc.customer)),
    doc.exportBuyer && exportBuyerXml(doc.exportBuyer),
    doc.internetSale && internetSaleDeliveryXml(doc.internetSale),
    doc.internetSale && internetSalePaymentXml(doc.internetSale),
    doc.exchangeRate !== undefined &&
      el(
        'cac:PricingExchangeRate',
        undefined,
        leaf('cbc:SourceCurrencyCode', doc.currency),
        leaf('cbc:TargetCurrencyCode', 'TRY'),
        leaf('cbc:CalculationRate', formatDecimal(doc.exchangeRate)),
      ),
    taxTotalXml(vat, doc.currency, extra),
    withholdingTotalXml(withholding, doc.currency),
    monetaryTotalXml(doc, taxKurus, withheldKurus),
    ...doc.lines.map((line, i) => invoiceLineXml(line, i, doc.currency)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
