import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { flattenTranslations } from '../../../shared/i18n/flatten';
import { tr } from '../../../shared/i18n/tr';
import { trFirstLoad } from '../../../shared/i18n/tr-first-load';
import { TEXT_AREAS, type TTextArea } from '../i18n-areas';

// A screen renders once the texts it names are loaded: the first load's, and those of the areas
// its lazyPage names. This walks each chunk's static imports from its root module, as the bundler
// does, and checks every key its code names against what is loaded by then.

const WEB = path.resolve(import.meta.dirname, '../..');
const ALL_KEYS = Object.keys(flattenTranslations(tr));

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
}

/** Our modules a file imports for their values (type-only imports are erased). */
function staticImports(file: string): string[] {
  return parse(file).statements.flatMap((node) => {
    const value =
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier);
    if (!value || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) return [];
    return resolveModule(file, node.moduleSpecifier.text) ?? [];
  });
}

/** What a chunk rooted at `root` holds: the root and everything it imports statically. */
function chunkModules(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(root);
  return [...seen];
}

/** Keys a file names: whole ones, or the fixed start of a template (`enums.docType.${…}`). */
function namedKeys(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (ALL_KEYS.includes(node.text)) found.push(node.text);
    } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
      const head = node.head.text;
      if (ALL_KEYS.some((key) => key.startsWith(head))) found.push(head);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

type TScreen = { root: string; areas: TTextArea[] };

/** Every `lazyPage(() => import('…'), pick, ['area', …])` of the web app. */
function lazyScreens(): { screens: TScreen[]; calls: number } {
  const files = fs
    .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(WEB, f));
  const screens: TScreen[] = [];
  let calls = 0;
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'lazyPage') {
        calls += 1;
        const [load, , areas] = node.arguments;
        const body = load && ts.isArrowFunction(load) ? load.body : undefined;
        const specifier = body && ts.isCallExpression(body) ? body.arguments[0] : undefined;
        const root =
          specifier && ts.isStringLiteral(specifier) && resolveModule(file, specifier.text);
        const names =
          areas && ts.isArrayLiteralExpression(areas)
            ? areas.elements.filter(ts.isStringLiteral).map((e) => e.text as TTextArea)
            : [];
        if (root) screens.push({ root, areas: names });
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return { screens, calls };
}

async function loadedKeys(areas: TTextArea[]): Promise<Set<string>> {
  const texts = await Promise.all(areas.map((area) => TEXT_AREAS[area].tr()));
  return new Set([trFirstLoad, ...texts].flatMap((part) => Object.keys(flattenTranslations(part))));
}

/**
 * `file: key` for every key the web app's code of a chunk names that is not loaded when it
 * renders. Shared modules are walked but not read: a schema's messages show in the form that
 * validates with it, not on every screen importing another export of its module.
 */
async function missingTexts(root: string, areas: TTextArea[]): Promise<string[]> {
  const loaded = [...(await loadedKeys(areas))];
  const webFiles = chunkModules(root).filter((file) => file.startsWith(`${WEB}${path.sep}`));
  return webFiles.flatMap((file) =>
    namedKeys(file)
      .filter((key) => !loaded.some((known) => known === key || known.startsWith(key)))
      .map((key) => `${path.relative(WEB, file)}: ${key}`),
  );
}

describe('screen texts', () => {
  it('of the first load are all in the first load', async () => {
    expect(await missingTexts(path.join(WEB, 'main.tsx'), [])).toEqual([]);
  });

  it('of every lazy screen are in the first load or in an area its lazyPage names', async () => {
    const { screens, calls } = lazyScreens();
    // A lazyPage written another way would escape the check.
    expect(screens).toHaveLength(calls);
    const missing = await Promise.all(
      screens.map(async ({ root, areas }) =>
        (await missingTexts(root, areas)).map((text) => `${path.relative(WEB, root)} → ${text}`),
      ),
    );
    expect(missing.flat()).toEqual([]);
  });
});
