import { describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { buildSaleDocumentXml } from './sale-to-ubl';
import { saleAmounts, saleLine } from './sale-lines.test-support';
import {
  makeTestSaleDocument,
  SUPPORTED_SALE_COMBINATIONS,
  type TSaleCombination,
} from './sale-cases.test-support';
import { SaleDocumentError, type TSaleDocumentInput } from './sale-document';
import { UblDocumentError } from '../ubl/invoice-xml';
import { validateUblXsd } from '../validation/xsd';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
const gibDir = testGibDir;
const xslt = Buffer.from('<xsl:stylesheet/>');

const EXPECTED_KIND: Record<number, [string, string]> = {
  5: ['TEMELIRSALIYE', 'SEVK'],
  7: ['EARSIVBELGE', 'SERBESTMESLEKMAKBUZU'],
  8: ['EARSIVBELGE', 'ADISYON'],
};
const PROFILE_BY_SCENARIO = ['', 'TEMELFATURA', 'TICARIFATURA', 'IHRACAT'];
const TYPE_CODES = ['', 'SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI', 'OZELMATRAH'];

function expectedKind(c: TSaleCombination): [string, string] {
  const fixed = EXPECTED_KIND[c.docType];
  if (fixed) return fixed;
  const profile = c.docType === 2 ? 'EARSIVFATURA' : (PROFILE_BY_SCENARIO[c.scenarioType] ?? '');
  return [profile, TYPE_CODES[c.invoiceType] ?? ''];
}

function text(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

const build = (input: TSaleDocumentInput) => buildSaleDocumentXml(input, { xslt });
const E = { docType: 2, invoiceType: 1, scenarioType: 1 } as const;

const internetSale = makeTestSaleDocument(E, {
  internetSaleInfo: {
    webAddress: 'https://magaza.example',
    paymentMethod: 'KREDIKARTI/BANKAKARTI',
    paymentAgentName: 'iyzico',
    paymentDate: '2026-11-22',
    carrierName: 'CCC Kargo A.Ş.',
    carrierTaxNo: '3900892152',
    shipmentDate: '2026-11-23',
  },
});
const okcSlip = makeTestSaleDocument(E, {
  okcInfo: {
    serialNo: 'AB12345678',
    receiptNo: '0042',
    receiptDate: '2026-11-21',
    zReportNo: '17',
  },
});
const euro = makeTestSaleDocument(E, { currencyCode: 'EUR', exchangeRate: '36.25' });
const roomLines = [
  {
    ...saleLine({ name: 'Konaklama 1 gece', quantity: '1', unitPrice: '2000', vatRate: '10' }),
    accommodationTaxAmount: '40.00',
  },
];
const hotel = makeTestSaleDocument(E, { invoiceLines: roomLines, ...saleAmounts(roomLines) });
// 2 × 50.00 − 10.00 = 90.00, ÖTV 10 % = 9.00, VAT 20 % of 99.00 = 19.80 (docs/pos-api.md).
const sctLines = [
  saleLine({
    name: 'Kolonya 400 ml',
    quantity: '2',
    unitPrice: '50',
    discount: '10',
    vatRate: '20',
    specialConsumptionTax: { code: '0071', rate: '10' },
  }),
  saleLine({ name: 'Su', quantity: '1', unitPrice: '10', vatRate: '10' }),
];
const withSct = { invoiceLines: sctLines, ...saleAmounts(sctLines) };
const sctArchive = makeTestSaleDocument(E, withSct);
const sctInvoice = makeTestSaleDocument({ docType: 1, invoiceType: 1, scenarioType: 1 }, withSct);
const SMM = { docType: 7, invoiceType: 1, scenarioType: 1 } as const;
const feeLines = [
  saleLine({
    name: 'Avukatlık ücreti',
    quantity: '1',
    unitPrice: '1000',
    vatRate: '20',
    incomeTaxWithholdingRate: '20',
  }),
];
const smmStopaj = makeTestSaleDocument(SMM, {
  customer: { name: 'BBB Ticaret Ltd. Şti.', taxNo: '4840847211', taxOffice: 'Kadıköy' },
  invoiceLines: feeLines,
  ...saleAmounts(feeLines),
});
const despatchCombination = { docType: 5, invoiceType: 1, scenarioType: 1 } as const;
const shipment = {
  actualDespatchDate: '2026-11-22',
  actualDespatchTime: '15:00:00',
  carrier: { name: 'CCC Lojistik', taxNo: '3900892152' },
};
const printed = makeTestSaleDocument(despatchCombination, {
  despatchInfo: {
    ...shipment,
    despatchType: 'MATBUDAN',
    printedWaybillNo: 'A-001234',
    printedWaybillDate: '2026-11-21',
    deliveryAddress: { citySubdivisionName: 'Tuzla', cityName: 'İstanbul', postalZone: '34940' },
  },
});

describe('buildSaleDocumentXml × GİB XSD', () => {
  const specs: { name: string; c: TSaleCombination; input: TSaleDocumentInput; type?: string }[] = [
    ...SUPPORTED_SALE_COMBINATIONS.map((c) => ({
      name: JSON.stringify(c),
      c,
      input: makeTestSaleDocument(c),
    })),
    { name: 'internet sale', c: E, input: internetSale },
    { name: 'ÖKC slip reference', c: E, input: okcSlip },
    { name: 'foreign currency', c: E, input: euro },
    { name: 'accommodation tax', c: E, input: hotel },
    { name: 'ÖTV on an e-Arşiv invoice', c: E, input: sctArchive },
    { name: 'ÖTV on an e-Fatura', c: sctInvoice.identity, input: sctInvoice },
    { name: 'e-SMM with stopaj', c: SMM, input: smmStopaj },
    { name: 'e-İrsaliye MATBUDAN', c: despatchCombination, input: printed, type: 'MATBUDAN' },
  ];
  const cases = specs.map((k) => ({ ...k, built: build(k.input) }));
  const results = Promise.all(
    cases.map((k) =>
      validateUblXsd(k.built.xml, { gibDir, kind: k.built.kind, beforeSigning: true }),
    ),
  );

  it.each(cases.map((k, i) => ({ ...k, i })))('$name passes the XSD', async (k) => {
    const [profile, usualType] = expectedKind(k.c);
    const type = k.type ?? usualType;
    expect(text(k.built.xml, 'cbc:ProfileID')).toEqual([profile]);
    const typeElement =
      k.built.kind === 'invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:DespatchAdviceTypeCode';
    expect(text(k.built.xml, typeElement)).toEqual([type]);
    expect(text(k.built.xml, 'cbc:ID')[0]).toBe(k.input.identity.invoiceNo);
    if (k.built.kind === 'invoice') {
      // What the device was told to collect is what the document says is payable.
      expect(text(k.built.xml, 'cbc:PayableAmount')).toEqual([k.input.sale.amounts.pay]);
    }
    expect((await results)[k.i]).toEqual({ valid: true, errors: [] });
  });
});

describe('buildSaleDocumentXml mapping', () => {
  it('writes the tenant as supplier and a consumer without a number as the placeholder TCKN', () => {
    const { xml } = build(makeTestSaleDocument(E));
    expect(xml).toContain('<cbc:ID schemeID="VKN">1234567808</cbc:ID>');
    expect(xml).toContain('<cbc:Name>Anadolu Market A.Ş.</cbc:Name>');
    expect(xml).toContain('<cbc:ID schemeID="TCKN">11111111111</cbc:ID>');
    expect(text(xml, 'cbc:FirstName')).toEqual(['Nihai']);
    expect(text(xml, 'cbc:FamilyName')).toEqual(['Tüketici']);
    expect(text(xml, 'cbc:Note')).toEqual(['Teşekkür ederiz', 'Şube: Anadolu Market Kadıköy']);
    expect(xml).toContain('Çay &amp; &lt;Simit&gt;');
  });

  it('maps withholding, exemption, a return reference and a named TCKN customer', () => {
    const withheld = build(
      makeTestSaleDocument({ docType: 1, invoiceType: 3, scenarioType: 1 }),
    ).xml;
    expect(withheld).toContain('<cbc:TaxTypeCode>602</cbc:TaxTypeCode>');
    expect(text(withheld, 'cbc:PayableAmount')).toEqual(['1020.00']);
    const exempt = build(makeTestSaleDocument({ docType: 2, invoiceType: 4, scenarioType: 1 })).xml;
    expect(text(exempt, 'cbc:TaxExemptionReasonCode')).toEqual(['350', '350']);
    const refund = build(makeTestSaleDocument({ docType: 2, invoiceType: 2, scenarioType: 1 })).xml;
    expect(refund).toContain(
      '<cac:InvoiceDocumentReference><cbc:ID>EAR2026000000001</cbc:ID><cbc:IssueDate>2026-11-20</cbc:IssueDate><cbc:DocumentTypeCode>IADE</cbc:DocumentTypeCode>',
    );
    const smm = build(makeTestSaleDocument({ docType: 7, invoiceType: 1, scenarioType: 1 })).xml;
    expect(smm).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(text(smm, 'cbc:FirstName')).toEqual(['Ayşe']);
  });

  it('adds accommodation tax beside VAT, outside its base', () => {
    const { xml } = build(hotel);
    expect(text(xml, 'cbc:TaxTypeCode')).toEqual(['0015', '0059', '0015', '0059']);
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['2240.00']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual([hotel.sale.amounts.pay]);
    expect(hotel.sale.amounts.pay).toBe('2240.00');
  });

  it('writes ÖTV with its list code before VAT, inside the VAT base', () => {
    const { xml } = build(sctArchive);
    // Document TaxTotal (ÖTV, VAT 20 %, VAT 10 %), then line 1 (ÖTV, VAT) and line 2 (VAT).
    expect(text(xml, 'cbc:TaxTypeCode')).toEqual(['0071', '0015', '0015', '0071', '0015', '0015']);
    expect(text(xml, 'cbc:Name')).toContain('ÖTV 1. LİSTE');
    expect(text(xml, 'cbc:TaxableAmount')).toEqual([
      '90.00',
      '99.00',
      '10.00',
      '90.00',
      '99.00',
      '10.00',
    ]);
    expect(text(xml, 'cbc:TaxAmount').slice(0, 4)).toEqual(['29.80', '9.00', '19.80', '1.00']);
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['129.80']);
    expect(sctArchive.sale.amounts).toMatchObject({ tax: '29.80', total: '139.80', pay: '129.80' });
    expect(text(xml, 'cbc:PayableAmount')).toEqual([sctArchive.sale.amounts.pay]);
  });

  it('keeps the e-SMM stopaj back from the payable amount', () => {
    const { xml } = build(smmStopaj);
    expect(text(xml, 'cbc:TaxTypeCode')).toEqual(['0015', '0003', '0015', '0003']);
    expect(text(xml, 'cbc:Name')).toContain('GV STOPAJI');
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1200.00']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['1000.00']);
    expect(smmStopaj.sale.amounts.pay).toBe('1000.00');
  });

  it('names the printed waybill of a MATBUDAN despatch and delivers to the given postal code', () => {
    const { xml } = build(printed);
    expect(text(xml, 'cbc:DespatchAdviceTypeCode')).toEqual(['MATBUDAN']);
    expect(xml).toContain(
      '<cac:AdditionalDocumentReference><cbc:ID>A-001234</cbc:ID><cbc:IssueDate>2026-11-21</cbc:IssueDate><cbc:DocumentType>MATBU</cbc:DocumentType>',
    );
    expect(xml).toMatch(/<cac:DeliveryAddress>.*<cbc:PostalZone>34940<\/cbc:PostalZone>/);
  });

  it('maps an export to the customs administration in foreign currency', () => {
    const { xml } = build(makeTestSaleDocument({ docType: 1, invoiceType: 4, scenarioType: 3 }));
    expect(xml).toContain('<cbc:ID schemeID="VKN">1460415308</cbc:ID>');
    expect(xml).toContain('<cbc:ID schemeID="PARTYTYPE">EXPORT</cbc:ID>');
    expect(text(xml, 'cbc:DocumentCurrencyCode')).toEqual(['USD']);
    expect(text(xml, 'cbc:CalculationRate')).toEqual(['34.5678']);
    expect(text(xml, 'cbc:RequiredCustomsID')).toEqual(['847989970000']);
    expect(text(build(euro).xml, 'cbc:CalculationRate')).toEqual(['36.25']);
  });

  it('maps an internet sale and an ÖKC slip reference', () => {
    const web = build(internetSale).xml;
    expect(text(web, 'cbc:WebsiteURI')).toEqual(['https://magaza.example']);
    expect(text(web, 'cbc:PaymentMeansCode')).toEqual(['48']);
    expect(text(web, 'cbc:InstructionNote')).toEqual(['KREDIKARTI/BANKAKARTI - iyzico']);
    expect(text(web, 'cbc:ActualDespatchDate')).toEqual(['2026-11-23']);
    expect(web).toContain(
      '<cac:CarrierParty><cac:PartyIdentification><cbc:ID schemeID="VKN">3900892152',
    );
    const okc = build(okcSlip).xml;
    expect(okc).toContain(
      '<cac:BillingReference><cac:AdditionalDocumentReference><cbc:ID>0042</cbc:ID><cbc:IssueDate>2026-11-21</cbc:IssueDate><cbc:DocumentTypeCode>OKCBF</cbc:DocumentTypeCode>',
    );
    expect(text(okc, 'cbc:Note')).toContain('ÖKC Seri No: AB12345678, Fiş No: 0042, Z No: 17');
  });

  it('maps an e-İrsaliye shipment and an e-Adisyon check number', () => {
    const despatch = build(makeTestSaleDocument({ docType: 5, invoiceType: 1, scenarioType: 1 }));
    expect(despatch.kind).toBe('despatchAdvice');
    expect(text(despatch.xml, 'cbc:DeliveredQuantity')).toEqual(['2', '1.5']);
    expect(text(despatch.xml, 'cbc:LicensePlateID')).toEqual(['34ABC123']);
    expect(text(despatch.xml, 'cbc:PostalZone')).toContain('34710');
    expect(text(despatch.xml, 'cbc:ActualDespatchTime')).toEqual(['15:00:00']);
    const adisyon = build(
      makeTestSaleDocument({ docType: 8, invoiceType: 1, scenarioType: 1 }),
    ).xml;
    expect(text(adisyon, 'cbc:Note')).toContain('Adisyon No: M12-0042');
  });

  it('refuses what has no UBL or cannot be written', () => {
    const slip = makeTestSaleDocument(E);
    expect(() => build({ ...slip, identity: { ...slip.identity, docType: 9 } })).toThrow(
      new SaleDocumentError('a Bilgi Fişi (docType 9) has no UBL document'),
    );
    expect(() =>
      build({ ...slip, identity: { ...slip.identity, profile: 'TEMELFATURA' } }),
    ).toThrow(SaleDocumentError);
    const commercialReturn = makeTestSaleDocument({ docType: 1, invoiceType: 2, scenarioType: 2 });
    expect(() => build(commercialReturn)).toThrow(UblDocumentError);
    // The POS schema already refuses this; the builder must not write it either.
    const info = { ...printed.sale.despatchInfo!, printedWaybillNo: undefined };
    const matbu = { ...printed, sale: { ...printed.sale, despatchInfo: info } };
    expect(() => build(matbu)).toThrow(/printedDocument: a MATBUDAN despatch must name/);
  });
});
