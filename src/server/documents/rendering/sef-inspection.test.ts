import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireGibPackage } from '../../test/gib-packages';
import { closeRenderer } from './close-renderer';
import { renderSandboxed } from './render-sandboxed';
import { compileStylesheet } from './sef-compiler';
import { inspectSef } from './sef-inspection';

const sample = requireGibPackage('ubl-tr-1.2.1/samples/TemelFaturaOrnegi.xml');

afterAll(closeRenderer);

const FN = 'http://www.w3.org/2005/xpath-functions';
const node = (N: string, extra: object = {}) =>
  JSON.stringify({ N: 'package', C: [{ N, ...extra }] });

describe('inspectSef', () => {
  it('refuses unknown node kinds, malformed nodes and Saxon script namespaces anywhere', () => {
    expect(inspectSef(node('sourceDoc'))?.message).toMatch(
      /"sourceDoc", which reads or writes files/,
    );
    expect(inspectSef(node('newInstruction'))?.message).toMatch(
      /"newInstruction", which is not allowed/,
    );
    expect(inspectSef(node('fn', { name: 'doc' }))?.message).toMatch(/fn:doc, which reads/);
    expect(inspectSef(node('fnRef', { name: `Q{${FN}}json-doc` }))?.message).toMatch(/json-doc/);
    expect(
      inspectSef(node('elem', { ns: 'i=http://saxonica.com/ns/interactiveXSLT' }))?.message,
    ).toMatch(/Saxon/);
    expect(inspectSef(node('elem', { name: { nested: true } }))?.message).toMatch(/malformed/);
    expect(inspectSef('{"N":"package","C":{}}')?.message).toMatch(/malformed/);
    expect(inspectSef('not json')?.message).toMatch(/JSON/);
  });

  it('names what it refused, as the upload error shows it', () => {
    expect(inspectSef(node('fn', { name: 'doc' }))).toMatchObject({ what: 'fn:doc' });
    expect(inspectSef(node('resultDoc'))).toMatchObject({ what: 'resultDoc' });
    const ixsl = `Q{http://saxonica.com/ns/interactiveXSLT}eval`;
    expect(inspectSef(node('ifCall', { name: ixsl }))).toMatchObject({ what: 'ixsl:eval' });
  });

  it.each([
    ['resultDoc', {}, /"resultDoc", which reads or writes files/],
    ['merge', {}, /"merge", which reads or writes files/],
    ['evaluate', {}, /"evaluate", which evaluates code built at run time/],
    ['javaCall', { name: 'Q{http://saxonica.com/ns/globalJS}alert' }, /"javaCall", which runs/],
    ['fn', { name: 'unparsed-text' }, /fn:unparsed-text, which reads or writes files/],
    ['fn', { name: `Q{${FN}/map}keys` }, /not allowed/],
    ['fn', { name: 'environment-variable' }, /fn:environment-variable, which reaches the host/],
    ['fnRef', { name: 'static-base-uri' }, /fn:static-base-uri, which reaches the host/],
    ['fn', { name: 'transform' }, /fn:transform, which evaluates code/],
    ['ifCall', { name: 'Q{http://saxon.sf.net/}compile-XPath' }, /saxon:compile-XPath, which/],
    ['fn', { name: 'parse-xml' }, /fn:parse-xml, which reads DTD declarations/],
    ['ifCall', { name: 'Q{http://saxonica.com/ns/interactiveXSLT}eval' }, /ixsl:eval, which runs/],
    ['acFnRef', { name: `Q{${FN}}doc` }, /fn:doc, which reads/],
    ['ifCall', { name: 'Q{urn:unknown}f' }, /Q\{urn:unknown\}f, which is not allowed/],
    ['property', { name: 'parameter-document', value: 'a.xml' }, /output property parameter-doc/],
  ])('refuses a %s node %o', (kind, extra, reason) => {
    expect(inspectSef(node(kind, extra))?.message).toMatch(reason);
  });

  it('accepts what only computes: comparisons, maps, arrays, math, casts, the dynamic call', () => {
    const nodes = [
      { N: 'compareToString', op: 'eq', val: 'x', C: [{ N: 'str', val: 'y' }] },
      { N: 'compareToInt', op: 'gt', val: '1', C: [{ N: 'int', val: '2' }] },
      { N: 'ifCall', name: `Q{${FN}/map}keys` },
      { N: 'ifCall', name: `Q{${FN}/array}sort` },
      { N: 'ifCall', name: `Q{${FN}/math}pi` },
      { N: 'acFnRef', name: 'Q{http://www.w3.org/2001/XMLSchema}date' },
      { N: 'ifCall', name: 'Q{http://saxon.sf.net/}apply' },
      { N: 'fn', name: 'format-number' },
      { N: 'property', name: 'Q{http://saxon.sf.net/}stylesheet-version', value: '30' },
    ];
    expect(inspectSef(JSON.stringify({ N: 'package', C: nodes }))).toBeUndefined();
  });
});

const S = (body: string, top = '') =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
    xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    exclude-result-prefixes="#all" expand-text="yes">${top}
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template></xsl:stylesheet>`;

async function render(text: string, tenant: string): Promise<{ sef: string; html: string }> {
  const { hash, sef } = await compileStylesheet(text, { tenant });
  const xml = fs.readFileSync(sample, 'utf8');
  return { sef, html: await renderSandboxed({ tenant, hash, xml, sef: async () => sef }) };
}

describe('stylesheets that only compute', () => {
  it('compiles and renders an ordinary XSLT 3.0 display stylesheet', async () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, 'test-stylesheets/ordinary.xslt'),
      'utf8',
    );
    const { html } = await render(text, 'ordinary');
    expect(html).toContain('<i>6</i>');
    expect(html).toContain('<p>caught</p>');
  });

  it('renders comparisons to constants, string and number functions, sorting, keys', async () => {
    const text = S(
      `<p id="profile">{if (/*/cbc:ProfileID eq 'TEMELFATURA') then 'temel' else 'other'}</p>
       <p id="lines">{if (count(//cac:InvoiceLine) ge 1) then 'lines' else 'none'}</p>
       <p id="key">{count(key('line', '1'))}</p>
       <p id="sorted"><xsl:for-each select="//cac:InvoiceLine">
         <xsl:sort select="number(cbc:LineExtensionAmount)" order="descending"/>
         {format-number(number(cbc:LineExtensionAmount), '#,##0.00')};</xsl:for-each></p>
       <p id="text">{upper-case(substring-before('abc-def', '-')) || translate('x1', '1', '2')}</p>`,
      '<xsl:key name="line" match="cac:InvoiceLine" use="string(cbc:ID)"/>',
    );
    const { sef, html } = await render(text, 'compute only');
    expect(sef).toContain('"compareToString"');
    expect(sef).toContain('"compareToInt"');
    expect(html).toContain('<p id="profile">temel</p>');
    expect(html).toContain('<p id="lines">lines</p>');
    expect(html).toContain('<p id="key">1</p>');
    expect(html).toMatch(/<p id="sorted">\s*[\d,.]+;/);
    expect(html).toContain('<p id="text">ABCx2</p>');
  });
});
