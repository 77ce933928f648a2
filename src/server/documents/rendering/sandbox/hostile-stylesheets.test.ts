import { afterAll, describe, expect, it } from 'vitest';
import { checkXslt } from '../../../lib/xslt-check';
import { closeRenderer } from '../close-renderer';
import { runSandboxed } from './sandbox-pool';
import { inspectSef } from '../sef-inspection';
import { sampleKindsOf } from '../samples/sample-kinds';

// Small per-call timeouts keep the file fast; each case has its own tenant key.
const TIMEOUT_MS = 12_000;
// One sample document (an e-Arşiv sale) is enough to run what the stylesheet does.
const kinds = sampleKindsOf(2, { commercialInvoiceEnabled: false }).slice(0, 1);

const S = (body: string, top = '', ns = '') =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>${top}
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template></xsl:stylesheet>`;

const FILE = `'file:///etc/hostname'`;
const SAXON = 'http://saxon.sf.net/';
const IXSL = 'http://saxonica.com/ns/interactiveXSLT';
const MB = `<xsl:variable name="mb" select="string-join((1 to 1048576) ! 'x')"/>`;

/** Refused before compiling (the source check) and again by the compiled-form check. */
const REFUSED: [string, string][] = [
  [
    'a file read rebuilt from a static parameter and a shadow attribute',
    S(
      '<xsl:value-of select="$x"/>',
      `<xsl:param name="p" static="yes" select="'unparsed'"/>
       <xsl:variable name="x" _select="{$p}-text(${FILE})"/>`,
    ),
  ],
  ['a shadow attribute', S(`<xsl:value-of _select="'{'x'}'"/>`)],
  ['use-when', S(`<p use-when="true()" xsl:use-when="true()">x</p>`)],
  [
    'a Q{…} name of a file read',
    S(`<xsl:value-of select="Q{http://www.w3.org/2005/xpath-functions}unparsed-text(${FILE})"/>`),
  ],
  ['unparsed-text', S(`<xsl:value-of select="unparsed-text(${FILE})"/>`)],
  ['document()', S(`<xsl:copy-of select="document('file:///etc/passwd')"/>`)],
  ['fn:transform', S(`<xsl:copy-of select="transform(map { 'stylesheet-text': '' })"/>`)],
  ['an xsl:import chain', S('<p/>', `<xsl:import href="data:text/xml,&lt;x/&gt;"/>`)],
  [
    'ixsl:eval',
    S(
      `<xsl:value-of select="ixsl:eval('1')"/>`,
      '',
      ' xmlns:ixsl="http://saxonica.com/ns/interactiveXSLT"',
    ),
  ],
  ['globalJS', S(`<xsl:value-of select="Q{http://saxonica.com/ns/globalJS}eval('1')"/>`)],
  ['environment-variable', S(`<xsl:value-of select="environment-variable('SECRET_KEY')"/>`)],
  ['a parameter document', S('<p/>', `<xsl:output parameter-document=${FILE}/>`)],
];

// The same stylesheets with the source check off: the compiled form still names the call.
const REBUILT = S(
  '<xsl:value-of select="$x"/>',
  `<xsl:param name="p" static="yes" select="'unparsed'"/>
   <xsl:variable name="x" _select="{$p}-text(${FILE})"/>`,
);

afterAll(closeRenderer);

describe('hostile stylesheets at upload (checkXslt)', () => {
  it.each(REFUSED)('refuses %s with a clear reason', async (label, text) => {
    const result = await checkXslt(text, {
      tenant: `refused ${label}`,
      kinds,
      timeoutMs: TIMEOUT_MS,
    });
    expect(result).toMatchObject({ ok: false, reason: 'external' });
    expect(result.ok || result.detail).toMatch(/uses|calls|names/);
  });

  it.each([
    [
      'endless recursion',
      S(
        '<xsl:call-template name="r"/>',
        '<xsl:template name="r"><b><xsl:call-template name="r"/></b></xsl:template>',
      ),
      /call stack/,
    ],
    [
      'a 10 MB output',
      S(`<xsl:value-of select="string-join((1 to 10) ! $mb)"/>`, MB),
      /output over/,
    ],
    [
      'a 1 GB output',
      S(`<xsl:value-of select="string-join((1 to 1024) ! $mb)"/>`, MB),
      /string length/,
    ],
  ])('contains %s within the process limits', async (label, text, detail) => {
    const result = await checkXslt(text, {
      tenant: `limits ${label}`,
      kinds,
      timeoutMs: TIMEOUT_MS,
    });
    expect(result).toMatchObject({ ok: false, reason: 'limits' });
    expect(result.ok || result.detail).toMatch(detail);
  });

  it('contains a stylesheet that allocates without end, and refuses it fast next time', async () => {
    const text = S(
      `<xsl:variable name="all" select="array { (1 to 100000) ! upper-case($mb || .) }"/>
       <xsl:value-of select="array:size($all)"/>`,
      MB,
      ' xmlns:array="http://www.w3.org/2005/xpath-functions/array"',
    );
    const options = { tenant: 'allocates', kinds, timeoutMs: TIMEOUT_MS };
    const first = await checkXslt(text, options);
    expect(first).toMatchObject({ ok: false });
    expect(['limits', 'timeout']).toContain(first.ok || first.reason);
    const again = await checkXslt(text, options);
    expect(again).toMatchObject({ ok: false, reason: first.ok || first.reason });
    expect(again.ok || again.detail).toMatch(/refused again from memory/);
  });
});

describe('the compiled-form check alone', () => {
  it('refuses a file read that the compiler rebuilt from static pieces', async () => {
    const reply = await runSandboxed('second lock', { op: 'compile', text: REBUILT }, TIMEOUT_MS);
    expect(reply.sef).toContain('unparsed-text');
    expect(inspectSef(reply.sef ?? '')?.message).toMatch(/calls fn:unparsed-text/);
  });

  // One or more of each refused family (sef-allow-list.ts), compiled without the source check.
  const value = (select: string) => `<xsl:value-of select="${select}"/>`;
  it.each([
    ['doc()', value(`doc(${FILE})`), /fn:doc, which reads or writes files/],
    ['document()', value(`document(${FILE})`), /fn:document, which reads/],
    ['collection()', value('collection()'), /fn:collection, which reads/],
    ['json-doc()', value(`json-doc(${FILE})`), /fn:json-doc, which reads/],
    ['a function reference', value(`unparsed-text#1(${FILE})`), /fn:unparsed-text, which reads/],
    [
      'xsl:source-document',
      `<xsl:source-document href=${FILE}><p/></xsl:source-document>`,
      /fn:doc, which/,
    ],
    [
      'xsl:result-document',
      '<xsl:result-document href="x.html"><p/></xsl:result-document>',
      /"resultDoc"/,
    ],
    [
      'xsl:merge',
      `<xsl:merge><xsl:merge-source for-each-source="${FILE}" select="*"><xsl:merge-key select="."/>
       </xsl:merge-source><xsl:merge-action><p/></xsl:merge-action></xsl:merge>`,
      /"merge", which reads/,
    ],
    ['environment-variable', value(`environment-variable('SECRET_KEY')`), /which reaches the host/],
    ['system-property', value(`system-property('xsl:vendor')`), /which reaches the host/],
    ['static-base-uri', value('static-base-uri()'), /static-base-uri, which reaches the host/],
    ['fn:transform', value('transform(map {})'), /fn:transform, which evaluates code/],
    ['function-lookup', value(`function-lookup(xs:QName('fn:doc'), 1)('x')`), /function-lookup/],
    ['xsl:evaluate', `<xsl:evaluate xpath="'1'"/>`, /"evaluate", which evaluates code/],
    [
      'saxon:compile-XPath',
      value(`Q{${SAXON}}compile-XPath('1')`),
      /compile-XPath, which evaluates/,
    ],
    ['parse-xml', value(`parse-xml('&lt;a/&gt;')`), /fn:parse-xml, which reads DTD/],
    ['ixsl:eval', value(`Q{${IXSL}}eval('1')`), /ixsl:eval, which runs JavaScript/],
    ['globalJS', value(`Q{http://saxonica.com/ns/globalJS}eval('1')`), /which runs JavaScript/],
  ])('refuses %s', async (_label, body, reason) => {
    const text = S(body, '', ' xmlns:xs="http://www.w3.org/2001/XMLSchema"');
    const reply = await runSandboxed('second lock', { op: 'compile', text }, TIMEOUT_MS);
    expect(reply.error).toBeUndefined();
    expect(inspectSef(reply.sef ?? '')?.message).toMatch(reason);
  });

  it('refuses serialization parameters read from a document', async () => {
    const text = S('<p/>', `<xsl:output method="html" parameter-document=${FILE}/>`);
    const reply = await runSandboxed('second lock', { op: 'compile', text }, TIMEOUT_MS);
    expect(inspectSef(reply.sef ?? '')?.message).toMatch(/output property \S*parameter-document/);
  });
});
