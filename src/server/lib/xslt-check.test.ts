import { describe, expect, it } from 'vitest';
import { compileStylesheet, getSefCompileCount } from '../documents/rendering/sef-compiler';
import { checkXslt } from './xslt-check';

const stylesheet = (version: string, body: string, ns = '') =>
  `<xsl:stylesheet version="${version}" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"${ns}>
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template>
  </xsl:stylesheet>`;

const opts = { tenant: 'xslt-check-test' };

describe('checkXslt', () => {
  it('accepts a stylesheet that renders the GİB sample invoice', async () => {
    const ok = stylesheet(
      '2.0',
      `<xsl:value-of select="format-number(sum(//cbc:PayableAmount), '#0.00')"/>`,
    );
    expect(await checkXslt(ok, opts)).toMatchObject({ ok: true });
    // The renderer uses the stylesheet the check compiled.
    const compiled = getSefCompileCount();
    await compileStylesheet(ok);
    expect(getSefCompileCount()).toBe(compiled);
  });

  it('rejects non-XSLT, broken, file-reading and NaN-rendering stylesheets', async () => {
    expect(await checkXslt('<html/>', opts)).toMatchObject({ ok: false, reason: 'not-xslt' });
    expect(await checkXslt(stylesheet('2.0', '<xsl:value-of select="(("/>'), opts)).toMatchObject({
      ok: false,
      reason: 'compile',
    });
    expect(
      await checkXslt(
        stylesheet('2.0', `<xsl:value-of select="unparsed-text('file:///etc/passwd')"/>`),
        opts,
      ),
    ).toMatchObject({ ok: false, reason: 'external' });
    const ixsl = ' xmlns:ixsl="http://saxonica.com/ns/interactiveXSLT"';
    expect(
      await checkXslt(
        stylesheet('2.0', `<xsl:value-of select="ixsl:eval('process.exit()')"/>`, ixsl),
        opts,
      ),
    ).toMatchObject({ ok: false, reason: 'external' });
    expect(
      await checkXslt(stylesheet('2.0', `<xsl:value-of select="number('x')"/>`), opts),
    ).toMatchObject({
      ok: false,
      reason: 'nan',
    });
  });
});
