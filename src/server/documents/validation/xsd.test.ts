import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { GibPackageMissingError, requireXsdDir, resolveGibDir } from '../gib-dir';
import { ROOT_DIR } from '../../lib/paths';
import { validateUblXsd } from './xsd';
import { splitXmllintOutput } from './xsd-output';
import { xsdValidatorsStarted } from './xsd-pool';

const gibDir = testGibDir;
const samplesDir = requireGibPackage('ubl-tr-1.2.1/samples');

function sampleKind(xml: string): 'invoice' | 'despatchAdvice' | undefined {
  if (/<(\w+:)?Invoice[\s>]/.test(xml)) return 'invoice';
  if (/<(\w+:)?DespatchAdvice[\s>]/.test(xml)) return 'despatchAdvice';
  return undefined;
}

describe('resolveGibDir', () => {
  it('prefers GIB_DIR, then the shared copy beside the repository', () => {
    expect(resolveGibDir({ gibDir: '/elsewhere/gib', dataDir: '/data' })).toBe('/elsewhere/gib');
    const shared = path.resolve(ROOT_DIR, '../shared/data/gib');
    const expected = fs.existsSync(shared) ? shared : path.join('/data', 'gib');
    expect(resolveGibDir({ gibDir: undefined, dataDir: '/data' })).toBe(expected);
  });

  it('names the directory when the schemas are missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gib-'));
    expect(() => requireXsdDir(empty)).toThrow(GibPackageMissingError);
    expect(() => requireXsdDir(empty)).toThrow(empty);
    await expect(validateUblXsd('<Invoice/>', { gibDir: empty, kind: 'invoice' })).rejects.toThrow(
      GibPackageMissingError,
    );
    fs.rmdirSync(empty);
  });
});

describe('splitXmllintOutput', () => {
  it('does not mix up document-1 and document-10', () => {
    const names = Array.from({ length: 10 }, (_, i) => `document-${i + 1}.xml`);
    const output = names
      .map((n) =>
        n === 'document-10.xml' ? `${n}:3: oops\n${n} fails to validate` : `${n} validates`,
      )
      .join('\n');
    const results = splitXmllintOutput(output, names);
    expect(results[0]).toEqual({ valid: true, errors: [] });
    expect(results[9]).toEqual({ valid: false, errors: ['line 3: oops'] });
  });
});

describe("validateUblXsd against GİB's samples", () => {
  const samples = fs
    .readdirSync(samplesDir)
    .filter((f) => f.endsWith('.xml') && !f.startsWith('HKS'))
    .map((f) => ({ f, xml: fs.readFileSync(path.join(samplesDir, f), 'utf8') }))
    .flatMap(({ f, xml }) => {
      const kind = sampleKind(xml);
      return kind ? [{ f, xml, kind }] : [];
    });

  it('finds invoices and despatch advices among the samples', () => {
    expect(samples.filter((s) => s.kind === 'invoice').length).toBeGreaterThanOrEqual(10);
    expect(samples.filter((s) => s.kind === 'despatchAdvice').length).toBeGreaterThanOrEqual(3);
  });

  const results = Promise.all(
    samples.map(({ xml, kind }) => validateUblXsd(xml, { gibDir, kind })),
  );

  it.each(samples.map((s, i) => ({ f: s.f, i })))('$f passes', async ({ i }) => {
    expect((await results)[i]).toEqual({ valid: true, errors: [] });
  });

  it('reports a missing party with the line and element name', async () => {
    const xml = fs.readFileSync(path.join(samplesDir, 'TemelFaturaOrnegi.xml'), 'utf8');
    const broken = xml.replace(
      /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/,
      '',
    );
    const result = await validateUblXsd(broken, { gibDir, kind: 'invoice' });
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/^line \d+: Element 'cac:PaymentTerms'/);
    expect(result.errors[0]).toContain('Expected is ( cac:AccountingCustomerParty )');
  });

  it('validates concurrent calls in one run and keeps their results apart', async () => {
    const good = samples.find((s) => s.f === 'TemelFaturaOrnegi.xml')?.xml ?? '';
    const bad = good.replace('<cbc:UBLVersionID>2.1</cbc:UBLVersionID>', '');
    const results = await Promise.all(
      [good, bad, '<Invoice>', good].map((xml) => validateUblXsd(xml, { gibDir, kind: 'invoice' })),
    );
    expect(results.map((r) => r.valid)).toEqual([true, false, false, true]);
    expect(results[1]?.errors[0]).toContain(
      "Element 'cbc:CustomizationID': This element is not expected",
    );
    expect(results[2]?.errors[0]).toMatch(/^line 1: /);
  });

  it('compiles the schema once per core, not once per document or batch', async () => {
    const good = samples.find((s) => s.f === 'TemelFaturaOrnegi.xml')?.xml ?? '';
    await validateUblXsd(good, { gibDir, kind: 'invoice' });
    const before = xsdValidatorsStarted();
    // One by one, then all at once.
    const variant = (i: number) => good.replace('</Invoice>', `<!-- ${i} --></Invoice>`);
    for (let i = 0; i < 6; i++) await validateUblXsd(variant(i), { gibDir, kind: 'invoice' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        validateUblXsd(variant(100 + i), { gibDir, kind: 'invoice' }),
      ),
    );
    expect(burst.every((r) => r.valid)).toBe(true);
    expect(xsdValidatorsStarted() - before).toBeLessThanOrEqual(os.availableParallelism());
  });

  it('reports XML that is not well-formed instead of throwing', async () => {
    const result = await validateUblXsd('<Invoice><a></Invoice>', { gibDir, kind: 'invoice' });
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toContain('Opening and ending tag mismatch');
  });
});
