import { formatDecimal, formatKurus, toKurus } from './amount';
import {
  ZUblDespatchAdvice,
  type TUblDespatchAdvice,
  type TUblDespatchAdviceInput,
  type TUblDespatchLine,
} from './despatch-model';
import { UblDocumentError } from './invoice-xml';
import { addressXml, partyXml, partyXmlAs, signatureXml } from './party-xml';
import { el, leaf } from './xml-writer';
import { emptyExtensionsXml, xsltReferenceXml } from './xslt-reference';

const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

function parseUblDespatchAdvice(input: TUblDespatchAdviceInput): TUblDespatchAdvice {
  const parsed = ZUblDespatchAdvice.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new UblDocumentError(
    parsed.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`),
  );
}

function referenceXml(name: string, ref: { id: string; issueDate: string }, type?: string) {
  return el(
    name,
    undefined,
    leaf('cbc:ID', ref.id),
    leaf('cbc:IssueDate', ref.issueDate),
    leaf('cbc:DocumentType', type),
  );
}

function shipmentXml(doc: TUblDespatchAdvice): string {
  const s = doc.shipment;
  return el(
    'cac:Shipment',
    undefined,
    leaf('cbc:ID', '1'),
    s.valueAmount !== undefined &&
      el(
        'cac:GoodsItem',
        undefined,
        leaf('cbc:ValueAmount', formatKurus(toKurus(s.valueAmount)), { currencyID: doc.currency }),
      ),
    el(
      'cac:ShipmentStage',
      undefined,
      s.licensePlate !== undefined &&
        el(
          'cac:TransportMeans',
          undefined,
          el(
            'cac:RoadTransport',
            undefined,
            leaf('cbc:LicensePlateID', s.licensePlate, { schemeID: 'PLAKA' }),
          ),
        ),
      ...s.drivers.map((d) =>
        el(
          'cac:DriverPerson',
          undefined,
          leaf('cbc:FirstName', d.firstName),
          leaf('cbc:FamilyName', d.familyName),
          leaf('cbc:Title', d.title),
          leaf('cbc:NationalityID', d.nationalId),
        ),
      ),
    ),
    el(
      'cac:Delivery',
      undefined,
      addressXml('cac:DeliveryAddress', s.deliveryAddress),
      s.carrier && partyXmlAs('cac:CarrierParty', s.carrier),
      el(
        'cac:Despatch',
        undefined,
        leaf('cbc:ActualDespatchDate', s.despatchDate),
        leaf('cbc:ActualDespatchTime', s.despatchTime),
      ),
    ),
    s.trailerPlates.length > 0 &&
      el(
        'cac:TransportHandlingUnit',
        undefined,
        ...s.trailerPlates.map((p) =>
          el('cac:TransportEquipment', undefined, leaf('cbc:ID', p, { schemeID: 'DORSEPLAKA' })),
        ),
      ),
  );
}

function despatchLineXml(line: TUblDespatchLine, index: number, currency: string): string {
  const lineNo = String(index + 1);
  const c = { currencyID: currency };
  return el(
    'cac:DespatchLine',
    undefined,
    leaf('cbc:ID', lineNo),
    leaf('cbc:Note', line.note),
    leaf('cbc:DeliveredQuantity', formatDecimal(line.quantity), { unitCode: line.unitCode }),
    el('cac:OrderLineReference', undefined, leaf('cbc:LineID', lineNo)),
    el(
      'cac:Item',
      undefined,
      leaf('cbc:Name', line.name),
      line.sellersItemId !== undefined &&
        el('cac:SellersItemIdentification', undefined, leaf('cbc:ID', line.sellersItemId)),
    ),
    // GİB's samples carry a line's price as an InvoiceLine inside the line's shipment.
    line.price &&
      el(
        'cac:Shipment',
        undefined,
        leaf('cbc:ID', lineNo),
        el(
          'cac:GoodsItem',
          undefined,
          el(
            'cac:InvoiceLine',
            undefined,
            leaf('cbc:ID', lineNo),
            leaf('cbc:InvoicedQuantity', formatDecimal(line.quantity), {
              unitCode: line.unitCode,
            }),
            leaf(
              'cbc:LineExtensionAmount',
              formatKurus(toKurus(line.price.lineExtensionAmount)),
              c,
            ),
            el('cac:Item', undefined, leaf('cbc:Name', line.name)),
            el(
              'cac:Price',
              undefined,
              leaf('cbc:PriceAmount', formatDecimal(line.price.unitPrice), c),
            ),
          ),
        ),
      ),
  );
}

/**
 * UBL-TR 2.1 DespatchAdvice (e-İrsaliye) in the element order of GİB's restricted XSD, with the
 * same empty signature slot and embedded stylesheet as the invoice builder.
 */
export function buildDespatchAdviceXml(
  input: TUblDespatchAdviceInput,
  opts: { xslt: Buffer },
): string {
  const doc = parseUblDespatchAdvice(input);
  const body = el(
    'DespatchAdvice',
    NAMESPACES,
    emptyExtensionsXml(),
    leaf('cbc:UBLVersionID', '2.1'),
    leaf('cbc:CustomizationID', 'TR1.2.1'),
    leaf('cbc:ProfileID', doc.profile),
    leaf('cbc:ID', doc.id),
    leaf('cbc:CopyIndicator', String(doc.copy)),
    leaf('cbc:UUID', doc.uuid),
    leaf('cbc:IssueDate', doc.issueDate),
    leaf('cbc:IssueTime', doc.issueTime),
    leaf('cbc:DespatchAdviceTypeCode', doc.typeCode),
    ...doc.notes.map((n) => leaf('cbc:Note', n)),
    leaf('cbc:LineCountNumeric', String(doc.lines.length)),
    doc.orderReference && referenceXml('cac:OrderReference', doc.orderReference),
    doc.printedDocument &&
      referenceXml('cac:AdditionalDocumentReference', doc.printedDocument, 'MATBU'),
    xsltReferenceXml(doc, opts.xslt),
    signatureXml(doc.supplier),
    el('cac:DespatchSupplierParty', undefined, partyXml(doc.supplier)),
    el('cac:DeliveryCustomerParty', undefined, partyXml(doc.customer)),
    shipmentXml(doc),
    ...doc.lines.map((line, i) => despatchLineXml(line, i, doc.currency)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
