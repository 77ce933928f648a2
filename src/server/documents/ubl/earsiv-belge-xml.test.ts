import { describe, expect, it } from 'vitest';
import { buildAdisyonXml, buildSelfEmployedReceiptXml } from './earsiv-belge-xml';
import { makeTestInvoice } from './invoice.test-support';
import { buildInvoiceXml, UblDocumentError } from './invoice-xml';

const xslt = Buffer.from('<xsl:stylesheet/>');

function text(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

function errorsOf(build: () => unknown): string[] {
  try {
    build();
  } catch (err) {
    if (err instanceof UblDocumentError) return err.errors;
    throw err;
  }
  throw new Error('expected a UblDocumentError');
}

function withoutKind(profile: 'EARSIVBELGE', type: 'SERBESTMESLEKMAKBUZU' | 'ADISYON') {
  const { profile: _p, typeCode: _t, ...rest } = makeTestInvoice(profile, type);
  return rest;
}

describe('e-SMM and e-Adisyon builders', () => {
  it('writes an e-SMM with stopaj in TaxTotal, deducted from the payable amount', () => {
    const xml = buildSelfEmployedReceiptXml(withoutKind('EARSIVBELGE', 'SERBESTMESLEKMAKBUZU'), {
      xslt,
    });
    expect(text(xml, 'cbc:ProfileID')).toEqual(['EARSIVBELGE']);
    expect(text(xml, 'cbc:InvoiceTypeCode')).toEqual(['SERBESTMESLEKMAKBUZU']);
    expect(text(xml, 'cbc:TaxTypeCode')).toEqual(['0015', '0003', '0015', '0003']);
    // Document TaxTotal: 200 VAT + 200 stopaj; payable = 1000 + 200 VAT − 200 stopaj.
    expect(text(xml, 'cbc:TaxAmount').slice(0, 3)).toEqual(['400.00', '200.00', '200.00']);
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1200.00']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['1000.00']);
  });

  it('deducts both stopaj and VAT withholding when an e-SMM carries both', () => {
    const doc = withoutKind('EARSIVBELGE', 'SERBESTMESLEKMAKBUZU');
    const line = {
      ...doc.lines[0]!,
      withholding: { code: '616', percent: '50', amount: '100.00' },
    };
    const xml = buildSelfEmployedReceiptXml({ ...doc, lines: [line] }, { xslt });
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['900.00']);
    expect(xml).toContain('<cac:WithholdingTaxTotal>');
  });

  it('writes an e-Adisyon on the EARSIVBELGE profile', () => {
    const xml = buildAdisyonXml(withoutKind('EARSIVBELGE', 'ADISYON'), { xslt });
    expect(text(xml, 'cbc:ProfileID')).toEqual(['EARSIVBELGE']);
    expect(text(xml, 'cbc:InvoiceTypeCode')).toEqual(['ADISYON']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['124.50']);
  });

  it('keeps stopaj to e-SMM and the EARSIVBELGE profile to e-SMM and e-Adisyon', () => {
    const smmLines = makeTestInvoice('EARSIVBELGE', 'SERBESTMESLEKMAKBUZU').lines;
    const sale = makeTestInvoice('EARSIVFATURA', 'SATIS', { lines: smmLines });
    expect(errorsOf(() => buildInvoiceXml(sale, { xslt }))).toEqual([
      'lines.0.incomeTaxWithholding: income-tax withholding is only allowed on SERBESTMESLEKMAKBUZU',
    ]);
    const wrongProfile = makeTestInvoice('EARSIVFATURA', 'ADISYON');
    expect(errorsOf(() => buildInvoiceXml(wrongProfile, { xslt }))).toEqual([
      'typeCode: SERBESTMESLEKMAKBUZU and ADISYON go with the EARSIVBELGE profile only',
    ]);
    const noTime = { ...withoutKind('EARSIVBELGE', 'ADISYON'), issueTime: undefined };
    expect(errorsOf(() => buildAdisyonXml(noTime, { xslt }))).toEqual([
      'issueTime: an e-Arşiv invoice needs an issue time',
    ]);
  });
});
