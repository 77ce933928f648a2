import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requireGibPackage, testCacheDir, testGibDir } from '../../test/gib-packages';
import { freePort } from '../../test/free-port';
import { requireXsdDir } from '../gib-dir';
import { validateUblXsd } from '../validation/xsd';
import { GIB_SYNC_MANIFEST, syncGibPackages, type TGibSyncManifest } from './gib-sync';
import { serveTestFiles, type TTestRoute, type TTestServer } from './http.test-support';
import { gibSchematronRelease } from '../schematron/gib-schematron';
import {
  listFiles,
  MINIMAL_SCHEMATRON,
  minimalPackages,
  packagesFromLayout,
} from './packages.test-support';
import { buildTestZip } from './zip.test-support';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
const sharedGibDir = testGibDir;

let tmp: string;
let target: string;
let server: TTestServer | undefined;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gib-sync-'));
  target = path.join(tmp, 'gib');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function serve(routes: Record<string, TTestRoute>): Promise<string> {
  const prefixed = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [`/dosyalar/kilavuzlar/${name}`, route]),
  );
  server = await serveTestFiles(prefixed);
  return server.baseUrl;
}

function keepExistingCopy(): void {
  fs.mkdirSync(path.join(target, 'ubl-tr-1.2.1'), { recursive: true });
  fs.writeFileSync(path.join(target, 'ubl-tr-1.2.1/previous.txt'), 'previous copy');
}

function expectExistingCopyUntouched(): void {
  expect(listFiles(target)).toEqual(['ubl-tr-1.2.1/previous.txt']);
  expect(fs.readdirSync(tmp)).toEqual(['gib']);
}

describe('syncGibPackages', () => {
  it("rebuilds our layout from packages shaped like GİB's, usable for validation", async () => {
    const packages = packagesFromLayout(sharedGibDir);
    const baseUrl = await serve(packages);
    const lines: string[] = [];
    const manifest = await syncGibPackages({
      targetDir: target,
      baseUrl,
      cacheDir: testCacheDir,
      log: (l) => lines.push(l),
    });
    expect(lines).toContain(
      `Compiling GİB's schematron, release ${gibSchematronRelease(sharedGibDir)} …`,
    );

    const expected = listFiles(sharedGibDir).filter(
      (f) => f !== 'README.md' && f !== GIB_SYNC_MANIFEST,
    );
    expect(listFiles(target)).toEqual([...expected, GIB_SYNC_MANIFEST].sort());
    for (const rel of expected) {
      expect(
        fs
          .readFileSync(path.join(target, rel))
          .equals(fs.readFileSync(path.join(sharedGibDir, rel))),
        rel,
      ).toBe(true);
    }
    expect(requireXsdDir(target)).toBe(path.join(target, 'ubl-tr-1.2.1/xsdrt'));
    const sample = fs.readFileSync(
      path.join(target, 'ubl-tr-1.2.1/samples/TemelFaturaOrnegi.xml'),
      'utf8',
    );
    expect(await validateUblXsd(sample, { gibDir: target, kind: 'invoice' })).toEqual({
      valid: true,
      errors: [],
    });

    const written = JSON.parse(
      fs.readFileSync(path.join(target, GIB_SYNC_MANIFEST), 'utf8'),
    ) as TGibSyncManifest;
    expect(written).toEqual(manifest);
    expect(manifest.warnings).toEqual([]);
    expect(manifest.packages.map((p) => [p.url, p.sha256, p.bytes])).toEqual(
      Object.entries(packages).map(([name, zip]) => [
        `${baseUrl}${name}`,
        crypto.createHash('sha256').update(zip).digest('hex'),
        zip.length,
      ]),
    );
    expect(Number.isNaN(Date.parse(manifest.syncedAt))).toBe(false);
    expect(lines.some((l) => l.startsWith(`Downloading ${baseUrl}UBL-TR1.2.1_Paketi.zip`))).toBe(
      true,
    );
    expect(fs.readdirSync(tmp)).toEqual(['gib']);
  });

  it('finds the parts wherever the package puts them', async () => {
    const xsdrt = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>';
    const baseUrl = await serve({
      // No outer folder, the annotated `xsd` tree beside `xsdrt`, stylesheets beside the samples.
      'UBL-TR1.2.1_Paketi.zip': buildTestZip([
        { name: 'xsd/maindoc/UBL-Invoice-2.1.xsd', data: 'annotated' },
        { name: 'xsd/common/UBL-CommonBasicComponents-2.1.xsd', data: 'annotated' },
        { name: 'xsdrt/maindoc/UBL-Invoice-2.1.xsd', data: xsdrt },
        { name: 'xsdrt/common/UBL-CommonBasicComponents-2.1.xsd', data: xsdrt },
        { name: 'Ornekler\\general.xslt', data: '<xsl:stylesheet/>' },
        { name: 'Ornekler\\ubl.css', data: 'body{}' },
        { name: 'Ornekler\\TemelFatura.xml', data: '<Invoice/>' },
        { name: '__MACOSX/Ornekler/._general.xslt', data: 'junk' },
        { name: 'Kilavuz.pdf', data: '%PDF' },
      ]),
      'e-FaturaPaketi.zip': buildTestZip([
        {
          name: 'e-FaturaPaketi/e-FaturaPaketi/schematron/UBL-TR_Main_Schematron.xml',
          data: MINIMAL_SCHEMATRON,
        },
        { name: 'e-FaturaPaketi/e-FaturaPaketi/schematron/UBL-TR_Codelist.xml', data: 'c' },
        { name: 'e-FaturaPaketi/e-FaturaPaketi/xsd/Envelope/Package_1_2.xsd', data: 'p' },
        { name: 'e-FaturaPaketi/e-FaturaPaketi/xsd/HRXML/UserAccount.xsd', data: 'u' },
        { name: 'EFatura.wsdl', data: 'w' },
      ]),
      'earsiv_paket_v1.1_6.zip': buildTestZip([
        { name: 'earsiv_paket_v1.1_6/EArsiv.xsd', data: 'e' },
        { name: 'earsiv_paket_v1.1_6/eArsivVeri.xsd', data: 'v' },
        { name: 'earsiv_paket_v1.1_6/earsiv_schematron.xsl', data: 'x' },
        { name: 'earsiv_paket_v1.1_6/Okubeni.docx', data: 'd' },
      ]),
    });
    const manifest = await syncGibPackages({ targetDir: target, baseUrl });
    expect(listFiles(target)).toEqual(
      [
        'e-fatura-paketi/schematron/UBL-TR_Codelist.xml',
        'e-fatura-paketi/schematron/UBL-TR_Main_Schematron.xml',
        'e-fatura-paketi/wsdl/EFatura.wsdl',
        'e-fatura-paketi/xsd/Envelope/Package_1_2.xsd',
        'e-fatura-paketi/xsd/HRXML/UserAccount.xsd',
        'earsiv/EArsiv.xsd',
        'earsiv/eArsivVeri.xsd',
        'earsiv/earsiv_schematron.xsl',
        GIB_SYNC_MANIFEST,
        'ubl-tr-1.2.1/samples/TemelFatura.xml',
        'ubl-tr-1.2.1/xsdrt/common/UBL-CommonBasicComponents-2.1.xsd',
        'ubl-tr-1.2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd',
        'ubl-tr-1.2.1/xslt/general.xslt',
        'ubl-tr-1.2.1/xslt/ubl.css',
      ].sort(),
    );
    expect(
      fs.readFileSync(path.join(requireXsdDir(target), 'maindoc/UBL-Invoice-2.1.xsd'), 'utf8'),
    ).toBe(xsdrt);
    expect(manifest.warnings).toEqual(['e-FaturaPaketi.zip: no sample documents found']);
  });

  it('replaces an existing copy once the new one is complete', async () => {
    keepExistingCopy();
    const baseUrl = await serve(minimalPackages());
    await syncGibPackages({ targetDir: target, baseUrl });
    expect(fs.existsSync(path.join(target, 'ubl-tr-1.2.1/previous.txt'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'ubl-tr-1.2.1/xslt/general.xslt'))).toBe(true);
    expect(fs.readdirSync(tmp)).toEqual(['gib']);
  });

  it("keeps the existing copy when the new release's schematron does not compile", async () => {
    keepExistingCopy();
    const broken = MINIMAL_SCHEMATRON.replace('count(*) ge 0', 'count(*) ge (');
    const baseUrl = await serve({
      ...minimalPackages(),
      'e-FaturaPaketi.zip': buildTestZip([
        { name: 'e-FaturaPaketi/schematron/UBL-TR_Main_Schematron.xml', data: broken },
        { name: 'e-FaturaPaketi/schematron/History.txt', data: '20260901\n' },
      ]),
    });
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      "GİB's schematron of release 20260901 does not compile",
    );
    expectExistingCopyUntouched();
  });

  it('keeps the existing copy and names the URL when a package is missing (404)', async () => {
    keepExistingCopy();
    const { 'earsiv_paket_v1.1_6.zip': _missing, ...rest } = minimalPackages();
    const baseUrl = await serve(rest);
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      `Could not download ${baseUrl}earsiv_paket_v1.1_6.zip: HTTP 404 Not Found`,
    );
    expectExistingCopyUntouched();
  });

  it('refuses a package with a path-traversal entry and writes nothing', async () => {
    keepExistingCopy();
    const evil = 'e-FaturaPaketi/../../../gib-sync-evil.txt';
    const baseUrl = await serve(
      minimalPackages({ 'e-FaturaPaketi.zip': [{ name: evil, data: 'x' }] }),
    );
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      `${baseUrl}e-FaturaPaketi.zip: refused, entry "${evil}" points outside the archive (..)`,
    );
    expectExistingCopyUntouched();
    expect(fs.existsSync(path.resolve(target, '../../gib-sync-evil.txt'))).toBe(false);
  });

  it('leaves nothing half-written when an entry turns out damaged while writing', async () => {
    keepExistingCopy();
    const name = 'EArsiv.xsd';
    const earsiv = buildTestZip([{ name, data: '<xs:schema/>', store: true }]);
    earsiv.writeUInt8(earsiv.readUInt8(30 + name.length) ^ 0xff, 30 + name.length);
    const baseUrl = await serve({ ...minimalPackages(), 'earsiv_paket_v1.1_6.zip': earsiv });
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      `${baseUrl}earsiv_paket_v1.1_6.zip: refused, entry "EArsiv.xsd" fails its CRC-32 check`,
    );
    expectExistingCopyUntouched();
  });

  it('refuses an answer that is not a zip file', async () => {
    const baseUrl = await serve({
      ...minimalPackages(),
      'e-FaturaPaketi.zip': { status: 200, body: '<!DOCTYPE html><html>Bakım çalışması</html>' },
    });
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      `${baseUrl}e-FaturaPaketi.zip did not return a zip file (it starts with "<!DOCTYPE html><html"`,
    );
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('fails with the URL when a required part is missing from a package', async () => {
    keepExistingCopy();
    const baseUrl = await serve({
      ...minimalPackages(),
      'UBL-TR1.2.1_Paketi.zip': buildTestZip([
        { name: 'Paket/xsdrt/maindoc/UBL-Invoice-2.1.xsd', data: 'x' },
        { name: 'Paket/xsdrt/common/UBL-CommonBasicComponents-2.1.xsd', data: 'x' },
      ]),
    });
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      'UBL-TR1.2.1_Paketi.zip: the invoice stylesheet general.xslt not found in the package',
    );
    expectExistingCopyUntouched();
  });

  it('gives up on a server that does not answer, naming the URL', async () => {
    const baseUrl = await serve({ 'UBL-TR1.2.1_Paketi.zip': 'hang' });
    await expect(syncGibPackages({ targetDir: target, baseUrl, timeoutMs: 300 })).rejects.toThrow(
      `Could not download ${baseUrl}UBL-TR1.2.1_Paketi.zip: no complete answer within 0.3 s`,
    );
  });

  it('names the URL when nothing listens there', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}/dosyalar/kilavuzlar/`;
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow(
      `Could not download ${baseUrl}UBL-TR1.2.1_Paketi.zip: connect ECONNREFUSED`,
    );
  });

  it('cleans up after a run that was killed, restoring a copy it had moved aside', async () => {
    const deadPid = 2 ** 22 + 1;
    fs.mkdirSync(`${target}.tmp-${deadPid}/ubl-tr-1.2.1`, { recursive: true });
    fs.mkdirSync(`${target}.old-${deadPid}`);
    fs.writeFileSync(`${target}.old-${deadPid}/marker.txt`, 'moved aside');
    const { 'UBL-TR1.2.1_Paketi.zip': _missing, ...rest } = minimalPackages();
    const baseUrl = await serve(rest);
    await expect(syncGibPackages({ targetDir: target, baseUrl })).rejects.toThrow('HTTP 404');
    expect(fs.readdirSync(tmp)).toEqual(['gib']);
    expect(listFiles(target)).toEqual(['marker.txt']);
  });
});
