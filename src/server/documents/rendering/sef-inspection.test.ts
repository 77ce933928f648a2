import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireGibPackage } from '../../test/gib-packages';
import { closeRenderer } from './close-renderer';
import { renderSandboxed } from './render-sandboxed';
import { compileStylesheet } from './sef-compiler';
import { inspectSef } from './sef-inspection';

const xsltDir = requireGibPackage('ubl-tr-1.2.1/xslt');
const sample = requireGibPackage('ubl-tr-1.2.1/samples/TemelFaturaOrnegi.xml');

afterAll(closeRenderer);

const node = (N: string, extra: object = {}) =>
  JSON.stringify({ N: 'package', C: [{ N, ...extra }] });

describe('inspectSef', () => {
  it('refuses unknown node kinds, malformed nodes and Saxon script namespaces anywhere', () => {
    expect(inspectSef(node('sourceDoc'))).toMatch(/"sourceDoc"/);
    expect(inspectSef(node('fn', { name: 'doc' }))).toMatch(/fn:doc/);
    expect(
      inspectSef(node('fnRef', { name: 'Q{http://www.w3.org/2005/xpath-functions}json-doc' })),
    ).toMatch(/json-doc/);
    expect(inspectSef(node('elem', { ns: 'i=http://saxonica.com/ns/interactiveXSLT' }))).toMatch(
      /Saxon/,
    );
    expect(inspectSef(node('elem', { name: { nested: true } }))).toMatch(/malformed/);
    expect(inspectSef('{"N":"package","C":{}}')).toMatch(/malformed/);
    expect(inspectSef('not json')).toMatch(/JSON/);
  });

  it('accepts the pure namespaces and the dynamic call operator', () => {
    const calls = [
      { N: 'ifCall', name: 'Q{http://www.w3.org/2005/xpath-functions/map}keys' },
      { N: 'ifCall', name: 'Q{http://saxon.sf.net/}apply' },
      { N: 'fn', name: 'format-number' },
    ];
    expect(inspectSef(JSON.stringify({ N: 'package', C: calls }))).toBeUndefined();
  });
});

describe('stylesheets the allow-list was built from', () => {
  it('compiles and renders an ordinary XSLT 3.0 display stylesheet', async () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, 'test-stylesheets/ordinary.xslt'),
      'utf8',
    );
    const { hash, sef } = await compileStylesheet(text, { tenant: 'ordinary' });
    expect(inspectSef(sef)).toBeUndefined();
    const xml = fs.readFileSync(sample, 'utf8');
    const html = await renderSandboxed({ tenant: 'ordinary', hash, xml, sef: async () => sef });
    expect(html).toContain('<i>6</i>');
    expect(html).toContain('<p>caught</p>');
  });

  // general.xslt and irsaliye.xslt are compiled and rendered by render-html.test.ts.
  it.each(['irsaliyeyaniti', 'appResponse'])(
    "compiles GİB's %s.xslt within the allow-list",
    async (name) => {
      const text = fs.readFileSync(path.join(xsltDir, `${name}.xslt`), 'utf8');
      const { sef } = await compileStylesheet(text);
      expect(inspectSef(sef)).toBeUndefined();
    },
    120_000,
  );
});
