import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { ROOT_DIR } from '../../lib/paths';
import { readDefaultInvoiceXslt } from '../gib-dir';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { closeRenderer } from './close-renderer';
import { renderHtml } from './render-html';
import { getSefCompileCount, sefCacheFile, stylesheetHash } from './sef-compiler';
import { XsltError } from './xslt-error';

requireGibPackage('ubl-tr-1.2.1/xslt/general.xslt');
const gibDir = testGibDir;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-html-'));
const opts = { gibDir, cacheDir, tenant: 'render-html-test' };
const execFileAsync = promisify(execFile);
// GİB's general.xslt takes tens of seconds to compile on a busy machine.
const COMPILE_TIMEOUT = 240_000;

const stylesheet = (body: string, ns = '') =>
  Buffer.from(`<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"${ns}>
    <xsl:template match="/"><html><body>${body}</body></html></xsl:template>
  </xsl:stylesheet>`);

function firstText(xml: string, element: string): string {
  return new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`).exec(xml)?.[1] ?? '';
}

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('renderHtml with a stylesheet of our own', () => {
  it('applies the embedded stylesheet, compiling it once for concurrent renders', async () => {
    const xslt = stylesheet(`<p id="profile"><xsl:value-of select="/*/cbc:ProfileID"/></p>`);
    const a = buildInvoiceXml(makeTestInvoice('TEMELFATURA'), { xslt });
    const b = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt });
    const before = getSefCompileCount();
    const [htmlA, htmlB] = await Promise.all([renderHtml(a, opts), renderHtml(b, opts)]);
    expect(getSefCompileCount()).toBe(before + 1);
    expect(htmlA).toContain('<p id="profile">TEMELFATURA</p>');
    expect(htmlB).toContain('<p id="profile">EARSIVFATURA</p>');
    const file = sefCacheFile(cacheDir, stylesheetHash(xslt.toString('utf8')));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveProperty('N', 'package');
  });

  it('leaves the compiled stylesheet on disk for another process', async () => {
    const text = stylesheet('<p>shared</p>').toString('utf8');
    const xml = buildInvoiceXml(makeTestInvoice('TEMELFATURA'), { xslt: Buffer.from(text) });
    await renderHtml(xml, opts);
    const script = `
      const { compileStylesheet, getSefCompileCount } = await import(process.argv[1]);
      await compileStylesheet(process.argv[2], { cacheDir: process.argv[3] });
      console.log(getSefCompileCount());`;
    const compiler = path.join(ROOT_DIR, 'src/server/documents/rendering/sef-compiler.ts');
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, compiler, text, cacheDir],
      { cwd: ROOT_DIR },
    );
    expect(stdout.trim()).toBe('0');
  });

  it('refuses stylesheets that read files or run script', async () => {
    const reading = stylesheet(`<xsl:value-of select="unparsed-text('file:///etc/hostname')"/>`);
    const script = stylesheet(
      `<xsl:value-of select="js:eval('1')"/>`,
      ' xmlns:js="http://saxonica.com/ns/globalJS"',
    );
    for (const xslt of [reading, script]) {
      const xml = buildInvoiceXml(makeTestInvoice('TEMELFATURA'), { xslt });
      const error = await renderHtml(xml, opts).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(XsltError);
      expect((error as XsltError).reason).toBe('external');
    }
  });
});

describe('renderHtml with GİB stylesheets', () => {
  it(
    'renders an invoice through the embedded general.xslt, compiled once',
    async () => {
      const xslt = readDefaultInvoiceXslt(gibDir);
      const xml = buildInvoiceXml(makeTestInvoice('TEMELFATURA'), { xslt });
      const html = await renderHtml(xml, opts);
      const payable = firstText(xml, 'cbc:PayableAmount').replace('.', ',');
      expect(html).toMatch(
        new RegExp(`Fatura No:</span></td><td[^>]*>${firstText(xml, 'cbc:ID')}<`),
      );
      expect(html).toMatch(new RegExp(`Ödenecek Tutar</span></td><td[^>]*>${payable} TL<`));
      expect(html).not.toMatch(/\bNaN\b/);
      // Shown and printed with scripts off, so its QR code is drawn on the server.
      expect(html).toMatch(/<div id="qrcode"><svg /);

      const compiled = getSefCompileCount();
      const again = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt });
      expect(await renderHtml(again, opts)).toContain(firstText(again, 'cbc:ID'));
      expect(getSefCompileCount()).toBe(compiled);
      expect(fs.existsSync(sefCacheFile(cacheDir, stylesheetHash(xslt.toString('utf8'))))).toBe(
        true,
      );
    },
    COMPILE_TIMEOUT,
  );

  it(
    "renders GİB's despatch sample, which carries no stylesheet, through irsaliye.xslt",
    async () => {
      const xml = fs.readFileSync(
        path.join(gibDir, 'ubl-tr-1.2.1/samples/Irsaliye-Ornek1.xml'),
        'utf8',
      );
      const html = await renderHtml(xml, opts);
      expect(html).toMatch(/İrsaliye No:<\/span><\/td><td[^>]*>GIB2016000000011</);
    },
    COMPILE_TIMEOUT,
  );
});
