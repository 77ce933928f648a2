import { describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { readDefaultInvoiceXslt } from '../gib-dir';
import { validateUblXsd } from '../validation/xsd';
import { makeTestInvoice, SUPPORTED_INVOICE_COMBINATIONS } from './invoice.test-support';
import { INVOICE_ID_PATTERN } from '../../../shared/domain/ubl-codes';
import { buildInvoiceXml, UblDocumentError } from './invoice-xml';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
const gibDir = testGibDir;
const xslt = readDefaultInvoiceXslt(gibDir);

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

describe('buildInvoiceXml × GİB XSD', () => {
  const built = SUPPORTED_INVOICE_COMBINATIONS.map(([profile, type]) => ({
    profile,
    type,
    xml: buildInvoiceXml(makeTestInvoice(profile, type), { xslt }),
  }));
  // Validated together: concurrent calls share one xmllint run.
  const results = Promise.all(
    built.map((b) => validateUblXsd(b.xml, { gibDir, kind: 'invoice', beforeSigning: true })),
  );

  it.each(built.map((b, i) => ({ ...b, i })))('$profile $type passes the XSD', async (b) => {
    expect(text(b.xml, 'cbc:ID')[0]).toMatch(INVOICE_ID_PATTERN);
    expect(text(b.xml, 'cbc:ProfileID')).toEqual([b.profile]);
    expect(text(b.xml, 'cbc:InvoiceTypeCode')).toEqual([b.type]);
    expect((await results)[b.i]).toEqual({ valid: true, errors: [] });
  });

  it('fails the XSD without a signature, and names the missing customer', async () => {
    const xml = buildInvoiceXml(makeTestInvoice('TEMELFATURA'), { xslt });
    const unsigned = await validateUblXsd(xml, { gibDir, kind: 'invoice' });
    expect(unsigned.errors[0]).toContain("Element 'ext:ExtensionContent': Missing child element");
    const noCustomer = xml.replace(
      /<cac:AccountingCustomerParty>.*<\/cac:AccountingCustomerParty>/,
      '',
    );
    const result = await validateUblXsd(noCustomer, {
      gibDir,
      kind: 'invoice',
      beforeSigning: true,
    });
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('Expected is ( cac:AccountingCustomerParty )');
  });
});

describe('buildInvoiceXml', () => {
  it('sums lines in kuruş into the tax and monetary totals', () => {
    const xml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA', 'SATIS'), { xslt });
    expect(text(xml, 'cbc:LineExtensionAmount')).toEqual(['105.00', '90.00', '15.00']);
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['124.50']);
    expect(text(xml, 'cbc:AllowanceTotalAmount')).toEqual(['10.00']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['124.50']);
    expect(text(xml, 'cbc:TaxAmount').slice(0, 3)).toEqual(['19.50', '18.00', '1.50']);
    expect(text(xml, 'cbc:IssueTime')).toEqual(['14:05:00']);
  });

  it('deducts withholding from the payable amount of a TEVKIFAT invoice', () => {
    const xml = buildInvoiceXml(makeTestInvoice('TEMELFATURA', 'TEVKIFAT'), { xslt });
    expect(text(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1200.00']);
    expect(text(xml, 'cbc:PayableAmount')).toEqual(['1020.00']);
    expect(xml).toContain('<cbc:TaxTypeCode>602</cbc:TaxTypeCode>');
  });

  it('escapes text and embeds the stylesheet under the invoice number', () => {
    const xml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA', 'SATIS'), { xslt });
    expect(xml).toContain('Çay &amp; &lt;Simit&gt; &quot;özel&quot;');
    expect(xml).toContain('filename="EAR2026000000042.xslt"');
    const embedded = text(xml, 'cbc:EmbeddedDocumentBinaryObject')[0] ?? '';
    expect(Buffer.from(embedded, 'base64').equals(xslt)).toBe(true);
    expect(xml).toContain('<cbc:ID schemeID="VKN_TCKN">1234567808</cbc:ID>');
    expect(xml).toContain('<cbc:FirstName>Ayşe</cbc:FirstName>');
  });

  it('rejects a broken amount with the field path', () => {
    const doc = makeTestInvoice('EARSIVFATURA', 'SATIS');
    const line = { ...doc.lines[0]!, lineExtensionAmount: '12.345' };
    expect(errorsOf(() => buildInvoiceXml({ ...doc, lines: [line] }, { xslt }))).toEqual([
      'lines.0.lineExtensionAmount: must be a non-negative amount with at most 2 decimals, e.g. "12.50"',
    ]);
  });

  it('rejects a missing party or an incomplete one', () => {
    const { customer: _customer, ...noCustomer } = makeTestInvoice('TEMELFATURA');
    expect(errorsOf(() => buildInvoiceXml(noCustomer as never, { xslt }))[0]).toMatch(
      /^customer: /,
    );
    const doc = makeTestInvoice('TEMELFATURA');
    const nameless = { ...doc, customer: { ...doc.customer, name: undefined } };
    expect(errorsOf(() => buildInvoiceXml(nameless as never, { xslt }))[0]).toMatch(
      /^customer\.name: /,
    );
  });

  it('rejects control characters, foreign currency without a rate and export without customs', () => {
    const doc = makeTestInvoice('EARSIVFATURA', 'SATIS', { notes: ['a\u0001b'] });
    expect(errorsOf(() => buildInvoiceXml(doc, { xslt }))).toEqual([
      'notes.0: contains control characters',
    ]);
    const usd = makeTestInvoice('TEMELFATURA', 'SATIS', { currency: 'USD' });
    expect(errorsOf(() => buildInvoiceXml(usd, { xslt }))).toEqual([
      'exchangeRate: a foreign-currency invoice needs an exchange rate',
    ]);
    const exportDoc = makeTestInvoice('IHRACAT', 'ISTISNA');
    const toBuyer = { ...exportDoc, customer: makeTestInvoice('TEMELFATURA').customer };
    expect(errorsOf(() => buildInvoiceXml(toBuyer, { xslt }))[0]).toMatch(/^customer\.id: /);
  });

  it("enforces GİB's profile × type rules", () => {
    expect(
      errorsOf(() => buildInvoiceXml(makeTestInvoice('TICARIFATURA', 'IADE'), { xslt })),
    ).toEqual(['profile: an IADE invoice is TEMELFATURA or EARSIVFATURA']);
    const noRef = makeTestInvoice('TEMELFATURA', 'IADE', { billingReferences: [] });
    expect(errorsOf(() => buildInvoiceXml(noRef, { xslt }))).toEqual([
      'billingReferences: an IADE invoice must refer to the original invoice',
    ]);
    const noTime = makeTestInvoice('EARSIVFATURA', 'SATIS', { issueTime: undefined });
    expect(errorsOf(() => buildInvoiceXml(noTime, { xslt }))).toEqual([
      'issueTime: an e-Arşiv invoice needs an issue time',
    ]);
    const wrongYear = makeTestInvoice('EARSIVFATURA', 'SATIS', { id: 'EAR2025000000001' });
    expect(errorsOf(() => buildInvoiceXml(wrongYear, { xslt }))[0]).toMatch(/^id: the year/);
    const withheldSale = makeTestInvoice('TEMELFATURA', 'SATIS', {
      lines: makeTestInvoice('TEMELFATURA', 'TEVKIFAT').lines,
    });
    expect(errorsOf(() => buildInvoiceXml(withheldSale, { xslt }))).toEqual([
      'lines.0.withholding: withholding is only allowed on TEVKIFAT or IADE',
    ]);
  });
});
