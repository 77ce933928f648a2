import { afterAll, describe, expect, it } from 'vitest';
import { closeRenderer } from '../documents/rendering/close-renderer';
import { sampleKindsOf } from '../documents/rendering/samples/sample-kinds';
import { compileStylesheet, getSefCompileCount } from '../documents/rendering/sef-compiler';
import { checkXslt } from './xslt-check';

const stylesheet = (version: string, body: string, ns = '') =>
  `<xsl:stylesheet version="${version}" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
    xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"${ns}>
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template>
  </xsl:stylesheet>`;

const eArsiv = sampleKindsOf(2, { commercialInvoiceEnabled: false });
const eFatura = sampleKindsOf(1, { commercialInvoiceEnabled: false });
const opts = { tenant: 'xslt-check-test', kinds: eArsiv };
// Sample renders take a second or two each on a busy machine; a regex bomb takes the budget.
const SLOW = 120_000;

afterAll(closeRenderer);

describe('checkXslt', () => {
  it(
    'accepts a stylesheet that renders every sample of its kinds',
    async () => {
      const ok = stylesheet(
        '2.0',
        `<xsl:value-of select="format-number(sum(//cbc:PayableAmount), '#0.00')"/>`,
      );
      expect(await checkXslt(ok, opts)).toEqual({ ok: true });
      // The renderer uses the stylesheet the check compiled.
      const compiled = getSefCompileCount();
      await compileStylesheet(ok);
      expect(getSefCompileCount()).toBe(compiled);
    },
    SLOW,
  );

  it(
    'rejects non-XSLT, broken, file-reading and NaN-rendering stylesheets, naming what',
    async () => {
      expect(await checkXslt('<html/>', opts)).toMatchObject({ ok: false, reason: 'not-xslt' });
      expect(await checkXslt(stylesheet('2.0', '<xsl:value-of select="(("/>'), opts)).toMatchObject(
        { ok: false, reason: 'compile' },
      );
      const file = `<xsl:value-of select="unparsed-text('file:///etc/passwd')"/>`;
      expect(await checkXslt(stylesheet('2.0', file), opts)).toMatchObject({
        ok: false,
        reason: 'external',
        subject: 'unparsed-text()',
      });
      const ixsl = ' xmlns:ixsl="http://saxonica.com/ns/interactiveXSLT"';
      const script = `<xsl:value-of select="ixsl:eval('process.exit()')"/>`;
      expect(await checkXslt(stylesheet('2.0', script, ixsl), opts)).toMatchObject({
        ok: false,
        reason: 'external',
        subject: 'http://saxonica.com/ns/interactiveXSLT',
      });
      expect(
        await checkXslt(stylesheet('2.0', `<xsl:value-of select="number('x')"/>`), opts),
      ).toEqual({ ok: false, reason: 'nan', kind: 'EARSIVFATURA/SATIS (TRY)' });
    },
    SLOW,
  );

  it('refuses 20,000 nested elements as too deep, without compiling them', async () => {
    const n = 20_000;
    const deep = stylesheet('2.0', `${'<b>'.repeat(n)}${'</b>'.repeat(n)}`);
    const compiles = getSefCompileCount();
    expect(await checkXslt(deep, opts)).toMatchObject({ ok: false, reason: 'too-deep' });
    expect(getSefCompileCount()).toBe(compiles);
  });

  it.each([
    [
      'an e-Arşiv invoice',
      `contains(string(.), 'EARSIVFATURA')`,
      eArsiv,
      'EARSIVFATURA/SATIS (TRY)',
    ],
    ['a return', `/*/cbc:InvoiceTypeCode = 'IADE'`, eArsiv, 'EARSIVFATURA/IADE (TRY)'],
    [
      'a foreign currency',
      `/*/cbc:DocumentCurrencyCode = 'EUR'`,
      eArsiv,
      'EARSIVFATURA/SATIS (EUR)',
    ],
    ['an export', `/*/cbc:ProfileID = 'IHRACAT'`, eFatura, 'IHRACAT/ISTISNA (USD)'],
    ['many lines', 'count(//cac:InvoiceLine) > 20', eFatura, 'TEMELFATURA/SATIS (TRY)'],
  ])(
    'refuses a stylesheet that fails only on %s, naming the sample',
    async (_label, test, kinds, kind) => {
      const bomb = stylesheet(
        '2.0',
        `<p>ok</p><xsl:if test="${test}"><xsl:value-of select="error()"/></xsl:if>`,
      );
      expect(await checkXslt(bomb, { tenant: `bomb ${kind}`, kinds })).toMatchObject({
        ok: false,
        reason: 'render',
        kind,
      });
    },
    SLOW,
  );

  it(
    'refuses a regular expression that backtracks without end, within the budget',
    async () => {
      // 40 letters of the document's own root name and one that does not match: 2^40 tries.
      const letters = `for $i in 1 to 40 return substring(local-name(/*), 1, 1)`;
      const bomb = stylesheet(
        '2.0',
        `<xsl:value-of select="matches(concat(string-join(${letters}, ''), '!'), '^(I+)+$')"/>`,
      );
      const result = await checkXslt(bomb, { ...opts, tenant: 'regex bomb', timeoutMs: 8_000 });
      expect(result).toMatchObject({
        ok: false,
        reason: 'timeout',
        kind: 'EARSIVFATURA/SATIS (TRY)',
      });
    },
    SLOW,
  );
});
