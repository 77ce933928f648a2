import { describe, expect, it } from 'vitest';
import { INTEGRATOR_DOC_TYPES } from '../../../../shared/store/integrator-config';
import { requireGibPackage, testGibDir } from '../../../test/gib-packages';
import { validateUblXsd } from '../../validation/xsd';
import { sampleDocumentXml } from './sample-documents';
import { sampleKindName, sampleKindsOf } from './sample-kinds';

requireGibPackage('ubl-tr-1.2.1/xsdrt');

const XSLT = Buffer.from('<xsl:stylesheet version="2.0"/>');
const commercial = { commercialInvoiceEnabled: true };

describe('sample documents of a store stylesheet', () => {
  it('names every kind of every docType once', () => {
    const names = INTEGRATOR_DOC_TYPES.flatMap((d) => sampleKindsOf(d, commercial)).map(
      sampleKindName,
    );
    expect(new Set(names).size).toBe(names.length);
    expect(sampleKindsOf(1, commercial).map(sampleKindName)).toEqual([
      'TEMELFATURA/SATIS (TRY)',
      'TEMELFATURA/IADE (TRY)',
      'TEMELFATURA/TEVKIFAT (TRY)',
      'TEMELFATURA/ISTISNA (TRY)',
      'TEMELFATURA/IHRACKAYITLI (TRY)',
      'TEMELFATURA/OZELMATRAH (TRY)',
      'TEMELFATURA/SATIS (EUR)',
      'IHRACAT/ISTISNA (USD)',
      'TICARIFATURA/SATIS (TRY)',
    ]);
    expect(sampleKindsOf(1, { commercialInvoiceEnabled: false })).toHaveLength(8);
    expect(sampleKindsOf(7, commercial).map(sampleKindName)).toEqual([
      'EARSIVBELGE/SERBESTMESLEKMAKBUZU (TRY)',
      'EARSIVBELGE/SERBESTMESLEKMAKBUZU+TEVKIFAT (TRY)',
      'EARSIVBELGE/SERBESTMESLEKMAKBUZU (EUR)',
    ]);
  });

  it.each(INTEGRATOR_DOC_TYPES)(
    'builds every kind of docType %i as a valid UBL-TR document, stylesheet embedded',
    async (docType) => {
      for (const kind of sampleKindsOf(docType, commercial)) {
        const xml = sampleDocumentXml(kind, XSLT);
        const name = sampleKindName(kind);
        const check = await validateUblXsd(xml, {
          gibDir: testGibDir,
          kind: 'invoice',
          beforeSigning: true,
        });
        expect(check, name).toEqual({ valid: true, errors: [] });
        expect(xml, name).toContain(XSLT.toString('base64'));
        expect(xml.match(/<cac:InvoiceLine>/g), name).toHaveLength(24);
        expect(xml, name).toContain(`<cbc:DocumentCurrencyCode>${kind.currency}<`);
      }
    },
    120_000,
  );
});
