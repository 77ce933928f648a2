import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireGibPackage } from '../../test/gib-packages';
import { inspectXslt } from './xslt-safety';

const xsltDir = requireGibPackage('ubl-tr-1.2.1/xslt');

const stylesheet = (body: string, ns = '') =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>
    <xsl:template match="/">${body}</xsl:template></xsl:stylesheet>`;

describe('inspectXslt', () => {
  it("accepts GİB's stylesheets", () => {
    for (const name of ['general', 'irsaliye', 'irsaliyeyaniti', 'appResponse']) {
      const text = fs.readFileSync(path.join(xsltDir, `${name}.xslt`), 'utf8');
      expect(inspectXslt(text), name).toBe('ok');
    }
  });

  it('ignores comments and names that only look like calls', () => {
    const text = stylesheet(`<!-- <xsl:import href="a.xsl"/> doc('x') -->
      <script>document.title = 'x';</script><xsl:value-of select="count(//doc)"/>`);
    expect(inspectXslt(text)).toBe('ok');
  });

  it.each([
    ['a file read', `<xsl:value-of select="unparsed-text('file:///etc/hostname')"/>`],
    ['a call hidden by a character reference', `<xsl:value-of select="doc&#x28;'a.xml')"/>`],
    ['a function reference', `<xsl:value-of select="doc#1('a.xml')"/>`],
    ['a looked-up function', `<xsl:value-of select="function-lookup(xs:QName('fn:doc'), 1)"/>`],
    ['a call in a text value template', `<p expand-text="yes">{ collection() }</p>`],
    ['xsl:evaluate', `<xsl:evaluate xpath="'1'"/>`],
    ['xsl:include', `<xsl:include href="other.xsl"/>`],
    ['xsl:result-document', `<xsl:result-document href="out.html"/>`],
    ['a static parameter', `<xsl:param name="p" static="yes" select="'doc'"/>`],
    ['a static variable', `<xsl:variable name="v" static="true" select="1"/>`],
    ['a shadow attribute', `<xsl:value-of _select="{'x'}"/>`],
    ['a shadow attribute on a literal element', `<p xsl:_use-when="true()"/>`],
    ['use-when', `<xsl:value-of use-when="true()" select="1"/>`],
    [
      'an EQName into saxon-js',
      `<xsl:value-of select="Q{http://saxonica.com/ns/globalJS}eval('1')"/>`,
    ],
  ])('refuses %s', (_name, body) => {
    expect(inspectXslt(stylesheet(body))).toBe('external');
  });

  it('refuses saxon-js script namespaces, however they are spelled, and DOCTYPEs', () => {
    const ixsl = ' xmlns:i="http://saxonica.com/ns/interactive&#88;SLT"';
    expect(inspectXslt(stylesheet(`<xsl:value-of select="i:eval('1')"/>`, ixsl))).toBe('external');
    expect(inspectXslt(`<!DOCTYPE x [<!ENTITY e "d">]>${stylesheet('<b/>')}`)).toBe('external');
  });

  it('refuses serialization parameters read from another document', () => {
    const text = `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
      <xsl:output method="html" parameter-document="file:///etc/passwd"/></xsl:stylesheet>`;
    expect(inspectXslt(text)).toBe('external');
  });

  it('tells non-stylesheets apart', () => {
    expect(inspectXslt('<html/>')).toBe('not-xslt');
    expect(inspectXslt('not xml at all')).toBe('not-xslt');
    expect(inspectXslt(stylesheet('<b>'))).toBe('not-xslt');
  });
});
