import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { closeRenderer } from './close-renderer';
import {
  DEFAULT_XSLT_BY_ROOT,
  embeddedStylesheets,
  renderHtml,
  rootElementName,
} from './render-html';
import { renderSandboxed } from './render-sandboxed';
import { compileStylesheet, stylesheetHash } from './sef-compiler';

// Every stylesheet GİB published that the shared data holds, through the same two locks as a
// tenant's (source check, then the compiled form's verdicts), on every GİB sample of its kind.
const samplesDir = requireGibPackage('ubl-tr-1.2.1/samples');
for (const relative of Object.values(DEFAULT_XSLT_BY_ROOT)) requireGibPackage(relative);
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gib-stylesheets-'));
// general.xslt compiles in tens of seconds on two busy cores; every compile and render shares them.
const TIMEOUT_MS = 420_000;
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** The document's own number: the cbc:ID child of its root element. */
function documentId(xml: string): string {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  const id = Array.from(root?.childNodes ?? []).find(
    (node) => node.namespaceURI === CBC && node.localName === 'ID',
  );
  return id?.textContent?.trim() ?? '';
}

const samples = fs
  .readdirSync(samplesDir)
  .filter((file) => file.endsWith('.xml'))
  .sort()
  .map((file) => {
    const xml = fs.readFileSync(path.join(samplesDir, file), 'utf8');
    return { file, xml, kind: rootElementName(xml), id: documentId(xml) };
  });

type TStylesheet = { name: string; kind: string; text: string };

// The package's stylesheets, then the older releases GİB embedded in its samples (HKS, e-Arşiv,
// despatch), each distinct text once.
const stylesheets = new Map<string, TStylesheet>();
for (const [kind, relative] of Object.entries(DEFAULT_XSLT_BY_ROOT)) {
  const text = fs.readFileSync(path.join(testGibDir, relative), 'utf8');
  stylesheets.set(stylesheetHash(text), { name: path.basename(relative), kind, text });
}
for (const { file, xml, kind } of samples) {
  for (const text of embeddedStylesheets(xml)) {
    const hash = stylesheetHash(text);
    if (!stylesheets.has(hash)) stylesheets.set(hash, { name: `embedded in ${file}`, kind, text });
  }
}

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe("GİB's stylesheets", () => {
  it('are the four of the package and the older releases embedded in its samples', () => {
    const names = [...stylesheets.values()].map(({ name, kind }) => `${kind}: ${name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Invoice: general.xslt',
        'DespatchAdvice: irsaliye.xslt',
        'ReceiptAdvice: irsaliyeyaniti.xslt',
        'ApplicationResponse: appResponse.xslt',
        'Invoice: embedded in HKS-Ornek1.xml',
        'Invoice: embedded in YTB_Iade_EArsiv.xml',
        'DespatchAdvice: embedded in IDIS_Irsaliye.xml',
      ]),
    );
    expect(samples.filter((sample) => !sample.id).map(({ file }) => file)).toEqual([]);
    for (const kind of Object.keys(DEFAULT_XSLT_BY_ROOT)) {
      expect(samples.filter((sample) => sample.kind === kind).length, kind).toBeGreaterThan(0);
    }
  });

  // Concurrent: each stylesheet compiles once under a tenant key of its own, so the sandbox pool
  // runs two at a time while the others wait their turn.
  it.concurrent.each([...stylesheets.values()])(
    'compiles $name through the lock and renders every $kind sample',
    async ({ name, kind, text }) => {
      const tenant = `gib ${name}`;
      const { hash, sef } = await compileStylesheet(text, { cacheDir, tenant });
      const ofKind = samples.filter((sample) => sample.kind === kind);
      const failures: string[] = [];
      await Promise.all(
        ofKind.map(async ({ file, xml, id }) => {
          try {
            const html = await renderSandboxed({ tenant, hash, xml, sef: async () => sef });
            if (!html.includes(id)) failures.push(`${file}: no ${id} in the output`);
          } catch (err) {
            failures.push(`${file}: ${String(err)}`);
          }
        }),
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'renders every sample through the stylesheet it carries, else the package default',
    async () => {
      const opts = { gibDir: testGibDir, cacheDir, tenant: 'gib samples' };
      const failures: string[] = [];
      for (const { file, xml, id } of samples) {
        const html = await renderHtml(xml, opts).catch((err: unknown) => String(err));
        if (!html.includes(id)) failures.push(`${file}: ${html.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
