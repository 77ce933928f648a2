import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../lib/paths';

// Code that only tests use is named *.test-support.ts (or lives in this harness folder), so a
// reader sees at once that production never runs it, and production never imports it.
const SCANNED = ['src/server', 'src/shared', 'bench', 'e2e', 'scripts'];
/** Production code that no production path calls yet; each entry says why it stays. */
const NOT_YET_WIRED = new Set([
  // The e-SMM builder is part of the UBL-TR engine; sale → UBL does not route docType 7 to it yet.
  'src/server/documents/ubl/earsiv-belge-xml.ts',
]);
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const harnessDir = path.join(ROOT_DIR, 'src/server/test') + path.sep;

function isTestSide(file: string): boolean {
  const rel = path.relative(ROOT_DIR, file);
  return (
    /\.test(-support)?\.tsx?$/.test(rel) ||
    file.startsWith(harnessDir) ||
    rel.startsWith(`bench${path.sep}`) ||
    rel.startsWith(`e2e${path.sep}`)
  );
}

function importersByFile(): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  const files = SCANNED.flatMap((dir) => listFiles(path.join(ROOT_DIR, dir)));
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  return importers;
}

describe('test support files', () => {
  const importers = importersByFile();
  const rel = (file: string) => path.relative(ROOT_DIR, file);

  it('a server file that only tests import ends in .test-support.ts', () => {
    const onlyForTests = [...importers]
      .filter(([file]) => file.startsWith(path.join(ROOT_DIR, 'src/server') + path.sep))
      .filter(([file]) => !isTestSide(file))
      .filter(([, from]) => from.every(isTestSide))
      .map(([file]) => rel(file))
      .filter((file) => !NOT_YET_WIRED.has(file));
    expect(onlyForTests).toEqual([]);
  });

  it('production code never imports test support', () => {
    const leaks = [...importers]
      .filter(([file]) => isTestSide(file) && !/\.test\.tsx?$/.test(file))
      .flatMap(([file, from]) =>
        from.filter((importer) => !isTestSide(importer)).map((i) => `${rel(i)} → ${rel(file)}`),
      );
    expect(leaks).toEqual([]);
  });
});
