import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { buildSaleDocumentXml } from '../sale-to-ubl/sale-to-ubl';
import {
  makeTestSaleDocument,
  SUPPORTED_SALE_COMBINATIONS,
} from '../sale-to-ubl/sale-cases.test-support';
import { signUbl } from '../signing/sign-ubl';
import type { TSigningMaterial } from '../signing/signing-material';
import { readDefaultXslt } from '../ubl/default-xslt';
import { makeTestDespatchAdvice } from '../ubl/despatch.test-support';
import { buildDespatchAdviceXml } from '../ubl/despatch-xml';
import { buildSelfEmployedReceiptXml } from '../ubl/earsiv-belge-xml';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { type TUblDocumentKind, ublKindOfDocType } from '../../../shared/domain/document-kind';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
export const gibDir = testGibDir;

export type TBuiltDocument = { name: string; ubl: Buffer; signed: Buffer };

/**
 * The unsigned XML of every kind of document posbelge builds (document-matrix.test.ts's cases),
 * with GİB's default stylesheets or `xsltOf`'s.
 */
export function unsignedDocuments(
  xsltOf: (kind: TUblDocumentKind) => Buffer = (kind) => readDefaultXslt(gibDir, kind),
): { name: string; xml: string; kind: TUblDocumentKind }[] {
  const fromSales = SUPPORTED_SALE_COMBINATIONS.map((c, i) => {
    const kind = ublKindOfDocType(c.docType) ?? 'invoice';
    const input = makeTestSaleDocument(c, {}, i + 1);
    const built = buildSaleDocumentXml(input, { xslt: xsltOf(kind) });
    const name = `docType ${c.docType} × invoiceType ${c.invoiceType} × scenario ${c.scenarioType}`;
    return { name, xml: built.xml, kind: built.kind };
  });
  const {
    profile: _p,
    typeCode: _t,
    ...smm
  } = makeTestInvoice('EARSIVBELGE', 'SERBESTMESLEKMAKBUZU');
  return [
    ...fromSales,
    {
      name: 'e-İrsaliye MATBUDAN',
      xml: buildDespatchAdviceXml(makeTestDespatchAdvice('MATBUDAN'), {
        xslt: xsltOf('despatchAdvice'),
      }),
      kind: 'despatchAdvice' as const,
    },
    {
      name: 'e-SMM with stopaj',
      xml: buildSelfEmployedReceiptXml(smm, { xslt: xsltOf('invoice') }),
      kind: 'invoice' as const,
    },
  ];
}

/** Every kind of document, built and signed as the pipeline does. */
export async function builtDocuments(material: TSigningMaterial): Promise<TBuiltDocument[]> {
  return Promise.all(
    unsignedDocuments().map(async ({ name, xml }) => ({
      name,
      ubl: Buffer.from(xml, 'utf8'),
      signed: Buffer.from(await signUbl(xml, material), 'utf8'),
    })),
  );
}
