import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

// Mail bodies carry both languages on purpose (one mail for every reader); seed data is not text
// the app shows as an error.
const ALLOWED = [/-mail\.ts$/, /[\\/]db[\\/]seed[\\/]/];

// "Türkçe metin. / English text.": a sentence end or a word, " / ", then a capital; or a piece
// of such a pair ending in " / " before a `+`.
const PAIR = /[\p{Ll}.!?)]\s\/\s\p{Lu}/u;
const PAIR_START = /[\p{Ll}.!?)]\s\/\s?$/u;

/** String and template pieces of a TypeScript source that read as a Turkish / English pair. */
function bilingualLiterals(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const text = node.text;
      if (PAIR.test(text) || PAIR_START.test(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('error texts', () => {
  it('finds a Turkish / English pair, whole or split over a +', () => {
    expect(bilingualLiterals(`const m = 'Şube bulunamadı. / Store not found.';`)).toHaveLength(1);
    expect(bilingualLiterals(`const m = 'Çok fazla istek. / ' + 'Too many.';`)).toHaveLength(1);
    expect(
      bilingualLiterals('const m = `${a} serisi tükendi. / Series ${a} is used up.`;'),
    ).toHaveLength(1);
    expect(bilingualLiterals(`const ratio = count / Total; // a / B`)).toEqual([]);
    expect(bilingualLiterals(`const m = 'İşletme bulunamadı.';`)).toEqual([]);
  });

  it('live in the i18n maps, not as "Türkçe / English" strings in the code', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !ALLOWED.some((rule) => rule.test(file)))
      .flatMap((file) =>
        bilingualLiterals(fs.readFileSync(file, 'utf8'), file).map(
          (text) => `${path.relative(SRC, file)}: ${text}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
