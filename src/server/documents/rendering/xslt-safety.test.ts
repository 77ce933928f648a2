import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireGibPackage } from '../../test/gib-packages';
import { explainXslt, inspectXslt, MAX_XSLT_DEPTH } from './xslt-safety';

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
    [
      'a file read',
      `<xsl:value-of select="unparsed-text('file:///etc/hostname')"/>`,
      'unparsed-text()',
    ],
    [
      'a call hidden by a character reference',
      `<xsl:value-of select="doc&#x28;'a.xml')"/>`,
      'doc()',
    ],
    ['a function reference', `<xsl:value-of select="doc#1('a.xml')"/>`, 'doc()'],
    [
      'a looked-up function',
      `<xsl:value-of select="function-lookup(xs:QName('fn:doc'), 1)"/>`,
      'function-lookup()',
    ],
    [
      'a call in a text value template',
      `<p expand-text="yes">{ collection() }</p>`,
      'collection()',
    ],
    ['xsl:evaluate', `<xsl:evaluate xpath="'1'"/>`, 'xsl:evaluate'],
    ['xsl:include', `<xsl:include href="other.xsl"/>`, 'xsl:include'],
    ['xsl:result-document', `<xsl:result-document href="out.html"/>`, 'xsl:result-document'],
    [
      'a static parameter',
      `<xsl:param name="p" static="yes" select="'doc'"/>`,
      'xsl:param static="yes"',
    ],
    [
      'a static variable',
      `<xsl:variable name="v" static="true" select="1"/>`,
      'xsl:variable static="yes"',
    ],
    ['a shadow attribute', `<xsl:value-of _select="{'x'}"/>`, '_select'],
    ['a shadow attribute on a literal element', `<p xsl:_use-when="true()"/>`, 'xsl:_use-when'],
    ['use-when', `<xsl:value-of use-when="true()" select="1"/>`, 'use-when'],
    [
      'an EQName into saxon-js',
      `<xsl:value-of select="Q{http://saxonica.com/ns/globalJS}eval('1')"/>`,
      "Q{http://saxonica.com/ns/globalJS}eval('1')",
    ],
  ])('refuses %s, naming it', (_name, body, detail) => {
    expect(explainXslt(stylesheet(body))).toEqual({ shape: 'external', detail });
  });

  it('refuses saxon-js script namespaces, however they are spelled, and DOCTYPEs', () => {
    const ixsl = ' xmlns:i="http://saxonica.com/ns/interactive&#88;SLT"';
    expect(inspectXslt(stylesheet(`<xsl:value-of select="i:eval('1')"/>`, ixsl))).toBe('external');
    expect(explainXslt(`<!DOCTYPE x [<!ENTITY e "d">]>${stylesheet('<b/>')}`)).toEqual({
      shape: 'external',
      detail: 'DOCTYPE',
    });
  });

  it('refuses serialization parameters read from another document', () => {
    const text = `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
      <xsl:output method="html" parameter-document="file:///etc/passwd"/></xsl:stylesheet>`;
    expect(inspectXslt(text)).toBe('external');
  });

  it('refuses 20,000 nested elements as too deep', () => {
    const n = 20_000;
    const deep = stylesheet(`${'<b>'.repeat(n)}${'</b>'.repeat(n)}`);
    expect(inspectXslt(deep)).toBe('too-deep');
  });

  it('accepts the deepest nesting allowed and refuses one level more', () => {
    // The root is one level, its template a second: the body adds the rest.
    const nested = (levels: number) =>
      stylesheet(`${'<b>'.repeat(levels - 2)}${'</b>'.repeat(levels - 2)}`);
    expect(inspectXslt(nested(MAX_XSLT_DEPTH))).toBe('ok');
    expect(inspectXslt(nested(MAX_XSLT_DEPTH + 1))).toBe('too-deep');
  });

  it('tells non-stylesheets apart', () => {
    expect(inspectXslt('<html/>')).toBe('not-xslt');
    expect(inspectXslt('not xml at all')).toBe('not-xslt');
    expect(inspectXslt(stylesheet('<b>'))).toBe('not-xslt');
  });
});
