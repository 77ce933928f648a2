import type { TUblDocumentKind } from '../../../shared/domain/document-kind';
import { DocType } from '../../../shared/domain/enums';
import { buildDespatchAdviceXml } from '../ubl/despatch-xml';
import type { TUblDespatchAdviceInput } from '../ubl/despatch-model';
import type { TUblInvoiceInput } from '../ubl/invoice-model';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { type TInvoiceKind, ublKindOf } from './ubl-kind';
import { despatchLine, invoiceLine } from './ubl-lines';
import {
  carrierParty,
  CUSTOMS_PARTY,
  customerParty,
  saleAddress,
  supplierAddress,
  supplierParty,
} from './ubl-parties';
import { SaleDocumentError, type TSaleDocumentInput } from './sale-document';

function documentNotes(input: TSaleDocumentInput): string[] {
  const { sale, identity, supplier } = input;
  const notes: string[] = [];
  if (sale.description) notes.push(sale.description);
  if (identity.docType === DocType.eAdisyon && sale.checkNo)
    notes.push(`Adisyon No: ${sale.checkNo}`);
  if (sale.okcInfo) {
    const o = sale.okcInfo;
    notes.push(
      `ÖKC Seri No: ${o.serialNo}, Fiş No: ${o.receiptNo}${o.zReportNo ? `, Z No: ${o.zReportNo}` : ''}`,
    );
  }
  if (supplier.storeName !== supplier.tenantName) notes.push(`Şube: ${supplier.storeName}`);
  return notes;
}

function invoiceInput(input: TSaleDocumentInput, kind: TInvoiceKind): TUblInvoiceInput {
  const { sale, identity, supplier } = input;
  const here = supplierAddress(supplier);
  const web = sale.internetSaleInfo;
  const exporting = kind.profile === 'IHRACAT';
  if (exporting && !sale.exportBuyer) {
    throw new SaleDocumentError('exportBuyer: an export invoice needs the foreign buyer');
  }
  return {
    profile: kind.profile,
    typeCode: kind.typeCode,
    id: identity.invoiceNo,
    uuid: identity.ettn,
    issueDate: identity.issueDate,
    issueTime: identity.issueTime,
    notes: documentNotes(input),
    currency: identity.currency,
    exchangeRate: identity.exchangeRate ?? undefined,
    billingReferences: [
      ...(sale.returnReference
        ? [
            {
              kind: 'returnedInvoice' as const,
              id: sale.returnReference.invoiceNo,
              issueDate: sale.returnReference.issueDate,
            },
          ]
        : []),
      // domain.md: an invoice for an ÖKC information slip refers to it with type OKCBF.
      ...(sale.okcInfo
        ? [
            {
              kind: 'other' as const,
              id: sale.okcInfo.receiptNo,
              issueDate: sale.okcInfo.receiptDate,
              documentTypeCode: 'OKCBF',
            },
          ]
        : []),
    ],
    supplier: supplierParty(supplier, web?.webAddress),
    customer: exporting ? CUSTOMS_PARTY : customerParty(sale, supplier),
    exportBuyer: sale.exportBuyer && {
      name: sale.exportBuyer.name,
      taxId: sale.exportBuyer.taxId,
      address: saleAddress(sale.exportBuyer.address, here),
    },
    internetSale: web && {
      paymentMethod: web.paymentMethod,
      paymentAgentName: web.paymentAgentName,
      paymentDate: web.paymentDate,
      carrier: web.carrierTaxNo
        ? carrierParty(web.carrierTaxNo, web.carrierName ?? '-', here)
        : undefined,
      shipmentDate: web.shipmentDate,
    },
    lines: sale.invoiceLines.map((line) => invoiceLine(line, here)),
  };
}

function despatchInput(input: TSaleDocumentInput): TUblDespatchAdviceInput {
  const { sale, identity, supplier } = input;
  const info = sale.despatchInfo;
  if (!info) throw new SaleDocumentError('despatchInfo: an e-İrsaliye needs the shipment');
  const here = supplierAddress(supplier);
  const customer = customerParty(sale, supplier);
  const carrier = info.carrier;
  const delivery = saleAddress(info.deliveryAddress, customer.address);
  return {
    typeCode: info.despatchType,
    id: identity.invoiceNo,
    uuid: identity.ettn,
    issueDate: identity.issueDate,
    issueTime: identity.issueTime,
    notes: documentNotes(input),
    currency: identity.currency,
    printedDocument:
      info.printedWaybillNo && info.printedWaybillDate
        ? { id: info.printedWaybillNo, issueDate: info.printedWaybillDate }
        : undefined,
    supplier: supplierParty(supplier),
    customer,
    shipment: {
      deliveryAddress: { ...delivery, postalZone: delivery.postalZone ?? '' },
      despatchDate: info.actualDespatchDate,
      despatchTime: info.actualDespatchTime,
      licensePlate: info.vehiclePlate,
      drivers: info.driver
        ? [
            {
              firstName: info.driver.firstName,
              familyName: info.driver.lastName,
              nationalId: info.driver.tckn,
            },
          ]
        : [],
      // The carrier's own address is not known: it took the goods over at the store.
      carrier: carrier && carrierParty(carrier.taxNo, carrier.name, here),
      valueAmount: sale.amounts.pay,
    },
    lines: sale.invoiceLines.map(despatchLine),
  };
}

/**
 * A stored POS sale as the UBL-TR document its row asks for: an Invoice (e-Fatura, e-Arşiv,
 * e-SMM, e-Adisyon) or a DespatchAdvice (e-İrsaliye). Throws SaleDocumentError for a sale that
 * cannot become that document and UblDocumentError when the result breaks a UBL-TR rule.
 */
export function buildSaleDocumentXml(
  input: TSaleDocumentInput,
  opts: { xslt: Buffer },
): { xml: string; kind: TUblDocumentKind } {
  const kind = ublKindOf(input.identity);
  if (kind.root === 'despatchAdvice') {
    return { xml: buildDespatchAdviceXml(despatchInput(input), opts), kind: 'despatchAdvice' };
  }
  return { xml: buildInvoiceXml(invoiceInput(input, kind), opts), kind: 'invoice' };
}
