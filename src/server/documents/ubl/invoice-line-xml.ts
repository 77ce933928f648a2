import { formatDecimal, formatKurus, toKurus } from './amount';
import type { TUblInvoiceLine } from './invoice-model';
import { addressXml } from './party-xml';
import {
  groupExtraTaxes,
  groupVat,
  groupWithholding,
  taxTotalXml,
  withholdingTotalXml,
} from './tax-xml';
import { el, leaf } from './xml-writer';

function exportDeliveryXml(exp: NonNullable<TUblInvoiceLine['export']>, lineNo: string): string {
  return el(
    'cac:Delivery',
    undefined,
    addressXml('cac:DeliveryAddress', exp.deliveryAddress),
    el('cac:DeliveryTerms', undefined, leaf('cbc:ID', exp.incoterms, { schemeID: 'INCOTERMS' })),
    el(
      'cac:Shipment',
      undefined,
      leaf('cbc:ID', lineNo),
      el('cac:GoodsItem', undefined, leaf('cbc:RequiredCustomsID', exp.gtip)),
      el('cac:ShipmentStage', undefined, leaf('cbc:TransportModeCode', exp.transportModeCode)),
      exp.package &&
        el(
          'cac:TransportHandlingUnit',
          undefined,
          el(
            'cac:ActualPackage',
            undefined,
            leaf('cbc:ID', exp.package.id),
            leaf('cbc:Quantity', exp.package.quantity && formatDecimal(exp.package.quantity)),
            leaf('cbc:PackagingTypeCode', exp.package.typeCode),
          ),
        ),
    ),
  );
}

/** A line discount is an allowance on the gross amount; LineExtensionAmount is already net. */
function discountXml(line: TUblInvoiceLine, currency: string): string {
  if (line.discountAmount === undefined || toKurus(line.discountAmount) === 0) return '';
  const gross = toKurus(line.lineExtensionAmount) + toKurus(line.discountAmount);
  return el(
    'cac:AllowanceCharge',
    undefined,
    leaf('cbc:ChargeIndicator', 'false'),
    leaf('cbc:Amount', formatKurus(toKurus(line.discountAmount)), { currencyID: currency }),
    leaf('cbc:BaseAmount', formatKurus(gross), { currencyID: currency }),
  );
}

export function invoiceLineXml(line: TUblInvoiceLine, index: number, currency: string): string {
  const lineNo = String(index + 1);
  return el(
    'cac:InvoiceLine',
    undefined,
    leaf('cbc:ID', lineNo),
    leaf('cbc:Note', line.note),
    leaf('cbc:InvoicedQuantity', formatDecimal(line.quantity), { unitCode: line.unitCode }),
    leaf('cbc:LineExtensionAmount', formatKurus(toKurus(line.lineExtensionAmount)), {
      currencyID: currency,
    }),
    line.export && exportDeliveryXml(line.export, lineNo),
    discountXml(line, currency),
    taxTotalXml(groupVat([line]), currency, groupExtraTaxes([line])),
    withholdingTotalXml(groupWithholding([line]), currency),
    el('cac:Item', undefined, leaf('cbc:Name', line.name)),
    el(
      'cac:Price',
      undefined,
      leaf('cbc:PriceAmount', formatDecimal(line.unitPrice), { currencyID: currency }),
    ),
  );
}
