import { afterAll, describe, expect, it } from 'vitest';
import { checkXslt } from '../../../lib/xslt-check';
import { closeRenderer } from '../close-renderer';
import { runSandboxed } from './sandbox-pool';
import { inspectSef } from '../sef-inspection';

// Small per-call timeouts keep the file fast; each case has its own tenant key.
const TIMEOUT_MS = 12_000;

const S = (body: string, top = '', ns = '') =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>${top}
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template></xsl:stylesheet>`;

const FILE = `'file:///etc/hostname'`;
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
    const result = await checkXslt(text, { tenant: `refused ${label}`, timeoutMs: TIMEOUT_MS });
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
    const result = await checkXslt(text, { tenant: `limits ${label}`, timeoutMs: TIMEOUT_MS });
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
    const options = { tenant: 'allocates', timeoutMs: TIMEOUT_MS };
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
    expect(inspectSef(reply.sef ?? '')).toMatch(/calls fn:unparsed-text/);
  });

  it.each([
    ['globalJS', `Q{http://saxonica.com/ns/globalJS}eval('1')`, /saxonica|not allowed/],
    ['a function reference', `unparsed-text#1(${FILE})`, /unparsed-text/],
    ['function-lookup', `function-lookup(xs:QName('fn:doc'), 1)('x')`, /function-lookup/],
    ['static-base-uri', 'static-base-uri()', /static-base-uri/],
  ])('refuses %s', async (_label, select, reason) => {
    const text = S(
      `<xsl:value-of select="${select}"/>`,
      '',
      ' xmlns:xs="http://www.w3.org/2001/XMLSchema"',
    );
    const reply = await runSandboxed('second lock', { op: 'compile', text }, TIMEOUT_MS);
    expect(inspectSef(reply.sef ?? '')).toMatch(reason);
  });

  it('refuses xsl:result-document and xsl:evaluate as node kinds', async () => {
    for (const body of [
      '<xsl:result-document href="x.html"><p/></xsl:result-document>',
      `<xsl:evaluate xpath="'1'"/>`,
    ]) {
      const reply = await runSandboxed('second lock', { op: 'compile', text: S(body) }, TIMEOUT_MS);
      expect(inspectSef(reply.sef ?? '')).toMatch(
        /instruction or expression "(resultDoc|evaluate)"/,
      );
    }
  });
});
