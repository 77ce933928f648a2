import { afterAll, describe, expect, it } from 'vitest';
import { requireGibPackage, testCacheDir, testGibDir } from '../../test/gib-packages';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { closeRenderer } from './close-renderer';
import { renderDocumentHtml, type TBrokenStylesheets } from './render-document';
import type { XsltError } from './xslt-error';

requireGibPackage('ubl-tr-1.2.1/xslt/general.xslt');
// GİB's general.xslt may have to compile first: tens of seconds on a busy machine.
const SLOW = 300_000;

const stylesheet = (body: string) =>
  Buffer.from(`<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
    <xsl:template match="/"><html><body><p id="own">own</p>${body}</body></html></xsl:template>
  </xsl:stylesheet>`);

/** The database's part, in memory: what was marked, and how often. */
function memory() {
  const marked = new Map<string, XsltError>();
  const marks: string[] = [];
  const broken: TBrokenStylesheets = {
    isBroken: async (hash) => marked.has(hash),
    markBroken: async (hash, failure) => {
      marks.push(failure.reason);
      marked.set(hash, failure);
    },
  };
  return { broken, marks };
}

const render = (xml: string, tenant: string, broken: TBrokenStylesheets) =>
  renderDocumentHtml(xml, {
    gibDir: testGibDir,
    cacheDir: testCacheDir,
    tenant,
    broken,
    timeoutMs: 6_000,
  });

/** GİB's general.xslt prints the invoice number beside "Fatura No:". */
const gibLayout = (html: string, xml: string) => {
  const id = /<cbc:ID>([^<]*)</.exec(xml)?.[1] ?? '';
  return new RegExp(`Fatura No:</span></td><td[^>]*>${id}<`).test(html);
};

afterAll(closeRenderer);

describe('renderDocumentHtml', () => {
  it('uses a stylesheet that works and marks nothing', async () => {
    const { broken, marks } = memory();
    const xml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt: stylesheet('') });
    expect(await render(xml, 'works', broken)).toContain('<p id="own">own</p>');
    expect(marks).toEqual([]);
  });

  it(
    "shows a document whose stylesheet fails on it with GİB's, marking the stylesheet",
    async () => {
      const { broken, marks } = memory();
      const xslt = stylesheet(`<xsl:if test="/*/cbc:InvoiceTypeCode = 'IADE'">
        <xsl:value-of select="error()"/></xsl:if>`);
      const sale = buildInvoiceXml(makeTestInvoice('EARSIVFATURA', 'SATIS'), { xslt });
      const refund = buildInvoiceXml(makeTestInvoice('EARSIVFATURA', 'IADE'), { xslt });
      expect(await render(sale, 'fails on a return', broken)).toContain('<p id="own">');
      const html = await render(refund, 'fails on a return', broken);
      expect(html).not.toContain('<p id="own">');
      expect(gibLayout(html, refund)).toBe(true);
      expect(marks).toEqual(['render']);
      // Broken for the tenant: its other documents are shown with GİB's too, until replaced.
      expect(await render(sale, 'fails on a return', broken)).not.toContain('<p id="own">');
    },
    SLOW,
  );

  it(
    'pays the time-out of an endless stylesheet once, however many documents wait for it',
    async () => {
      const { broken, marks } = memory();
      const letters = `for $i in 1 to 40 return substring(local-name(/*), 1, 1)`;
      const xslt = stylesheet(
        `<xsl:value-of select="matches(concat(string-join(${letters}, ''), '!'), '^(I+)+$')"/>`,
      );
      const docs = (['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA'] as const).map((type) =>
        buildInvoiceXml(makeTestInvoice('EARSIVFATURA', type), { xslt }),
      );
      const pages = await Promise.all(docs.map((xml) => render(xml, 'endless', broken)));
      pages.forEach((html, i) => expect(gibLayout(html, docs[i] ?? '')).toBe(true));
      expect(marks).toEqual(['timeout']);
    },
    SLOW,
  );
});
