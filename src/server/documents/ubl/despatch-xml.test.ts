import { describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { validateUblXsd } from '../validation/xsd';
import { makeTestDespatchAdvice } from './despatch.test-support';
import { buildDespatchAdviceXml } from './despatch-xml';
import { readDefaultDespatchXslt } from './default-xslt';
import { UblDocumentError } from './invoice-xml';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
const gibDir = testGibDir;
const xslt = readDefaultDespatchXslt(gibDir);

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

describe('buildDespatchAdviceXml × GİB XSD', () => {
  it.each(['SEVK', 'MATBUDAN'] as const)('%s passes the XSD', async (typeCode) => {
    const xml = buildDespatchAdviceXml(makeTestDespatchAdvice(typeCode), { xslt });
    const result = await validateUblXsd(xml, {
      gibDir,
      kind: 'despatchAdvice',
      beforeSigning: true,
    });
    expect(result).toEqual({ valid: true, errors: [] });
    expect(text(xml, 'cbc:DespatchAdviceTypeCode')).toEqual([typeCode]);
  });

  it('passes with only a carrier and no prices, and fails without a shipment', async () => {
    const base = makeTestDespatchAdvice('SEVK');
    const minimal = makeTestDespatchAdvice('SEVK', {
      shipment: { ...base.shipment, drivers: [], licensePlate: undefined, trailerPlates: [] },
      lines: [{ name: 'Kutu', quantity: '1' }],
    });
    const xml = buildDespatchAdviceXml(minimal, { xslt });
    const noShipment = xml.replace(/<cac:Shipment>.*?<\/cac:Despatch><\/cac:Delivery>/, '');
    const [ok, broken] = await Promise.all([
      validateUblXsd(xml, { gibDir, kind: 'despatchAdvice', beforeSigning: true }),
      validateUblXsd(noShipment, { gibDir, kind: 'despatchAdvice', beforeSigning: true }),
    ]);
    expect(ok).toEqual({ valid: true, errors: [] });
    expect(broken.valid).toBe(false);
  });
});

describe('buildDespatchAdviceXml', () => {
  it('writes the header, shipment and lines GİB expects', () => {
    const xml = buildDespatchAdviceXml(makeTestDespatchAdvice('MATBUDAN'), { xslt });
    expect(text(xml, 'cbc:ProfileID')).toEqual(['TEMELIRSALIYE']);
    expect(text(xml, 'cbc:UUID')).toEqual(['3F2504E0-4F89-41D3-9A0C-0305E82C3301']);
    expect(text(xml, 'cbc:IssueTime')).toEqual(['09:30:00']);
    expect(text(xml, 'cbc:ActualDespatchTime')).toEqual(['10:00:00']);
    expect(text(xml, 'cbc:DeliveredQuantity')).toEqual(['20', '12.5']);
    expect(text(xml, 'cbc:LineCountNumeric')).toEqual(['2']);
    expect(xml).toContain('<cbc:LicensePlateID schemeID="PLAKA">06DR4077</cbc:LicensePlateID>');
    expect(xml).toContain('<cbc:NationalityID>10000000146</cbc:NationalityID>');
    expect(xml).toContain('<cac:CarrierParty><cac:PartyIdentification>');
    expect(xml).toContain('<cbc:DocumentType>MATBU</cbc:DocumentType>');
    expect(xml).toContain('<ext:ExtensionContent/>');
    expect(xml).toContain('filename="IRS2026000000007.xslt"');
    expect(xml).toContain('kırılabilir');
    expect(xml).toContain('&amp; &lt;kırılabilir&gt;');
  });

  it('rejects a despatch without driver or carrier, a MATBUDAN without its paper, a bad postal code', () => {
    const base = makeTestDespatchAdvice('SEVK');
    const nobody = { ...base.shipment, drivers: [], carrier: undefined };
    expect(errorsOf(() => buildDespatchAdviceXml({ ...base, shipment: nobody }, { xslt }))).toEqual(
      ['shipment.drivers: a despatch needs a driver or a carrier'],
    );
    const paperless = makeTestDespatchAdvice('MATBUDAN', { printedDocument: undefined });
    expect(errorsOf(() => buildDespatchAdviceXml(paperless, { xslt }))).toEqual([
      'printedDocument: a MATBUDAN despatch must name the printed waybill it replaces',
    ]);
    const badZip = {
      ...base.shipment,
      deliveryAddress: { ...base.shipment.deliveryAddress, postalZone: '99999' },
    };
    expect(errorsOf(() => buildDespatchAdviceXml({ ...base, shipment: badZip }, { xslt }))).toEqual(
      ['shipment.deliveryAddress.postalZone: must be a postal code'],
    );
    const noTime = makeTestDespatchAdvice('SEVK', { issueTime: undefined as never });
    expect(errorsOf(() => buildDespatchAdviceXml(noTime, { xslt }))[0]).toMatch(/^issueTime: /);
  });
});
