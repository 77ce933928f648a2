import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  SEF_ALLOWED_FUNCTIONS,
  SEF_ALLOWED_KINDS,
  SEF_NAMESPACES,
  SEF_REFUSED_FUNCTIONS,
  SEF_REFUSED_KINDS,
  SEF_REFUSED_NAMESPACES,
} from './sef-allow-list';
import { isFunctionAllowed } from './sef-inspection';

// The runtime we ship, read as JavaScript: its tables are object literals keyed by name.
const runtimeFile = createRequire(import.meta.url).resolve('saxon-js');
const runtime = fs.readFileSync(runtimeFile, 'utf8');
const program = ts.createSourceFile('saxon-js', runtime, ts.ScriptTarget.Latest, false);

function keyOf(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** The keys of every object literal in the runtime that has the key `marker`, united. */
function tableKeys(marker: string): Set<string> {
  const keys = new Set<string>();
  const stack: ts.Node[] = [program];
  while (stack.length) {
    const node = stack.pop() as ts.Node;
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(keyOf);
      if (names.includes(marker)) for (const name of names) if (name) keys.add(name);
    }
    ts.forEachChild(node, (child) => void stack.push(child));
  }
  return keys;
}

// The expression and instruction evaluators (…choose, coercedFn, comment, compareToInt,
// compareToString…) and the pattern matchers (p.nodeTest…), keyed by SEF node kind.
const evaluated = new Set([...tableKeys('applyT'), ...tableKeys('p.nodeTest')]);

// The function library: signatures (compiler and runtime) and implementations, found by a name
// only that namespace's tables have.
const LIBRARY_MARKERS = {
  fn: 'unparsed-text',
  map: 'entry',
  array: 'subarray',
  math: 'atan2',
  saxon: 'compile-XPath',
  exsl: 'node-set',
  ixsl: 'query-params',
} as const;
const library = Object.entries(LIBRARY_MARKERS).map(([prefix, marker]) => {
  const uri = SEF_NAMESPACES[prefix as keyof typeof LIBRARY_MARKERS];
  return { prefix, names: [...tableKeys(marker)].map((local) => `Q{${uri}}${local}`) };
});
const libraryNames = new Set(library.flatMap(({ names }) => names));

const isRefused = (eqname: string) =>
  SEF_REFUSED_FUNCTIONS.has(eqname) ||
  SEF_REFUSED_NAMESPACES.has(/^Q\{([^}]*)\}/.exec(eqname)?.[1] ?? '');

describe("the verdicts cover the saxon-js runtime's tables", () => {
  it('has a verdict for every node kind the runtime evaluates', () => {
    expect(evaluated.size).toBeGreaterThan(100);
    const without = [...evaluated].filter(
      (kind) => !SEF_ALLOWED_KINDS.has(kind) && !SEF_REFUSED_KINDS.has(kind),
    );
    expect(without, 'kinds to audit and add to sef-allow-list.ts').toEqual([]);
  });

  it('names only kinds the runtime knows, each with one verdict', () => {
    // Declarations and parts read by their parent are not in the evaluator table; the runtime
    // and its compiler still name them.
    const unknown = [...SEF_ALLOWED_KINDS, ...SEF_REFUSED_KINDS.keys()].filter(
      (kind) => !evaluated.has(kind) && !runtime.includes(`"${kind}"`),
    );
    expect(unknown).toEqual([]);
    expect([...SEF_REFUSED_KINDS.keys()].filter((kind) => SEF_ALLOWED_KINDS.has(kind))).toEqual([]);
  });

  it('has a verdict for every function of the runtime library', () => {
    const sizes = Object.fromEntries(library.map(({ prefix, names }) => [prefix, names.length]));
    expect(sizes.fn).toBeGreaterThan(150);
    for (const prefix of ['map', 'array', 'math', 'saxon', 'ixsl']) {
      expect(sizes[prefix], prefix).toBeGreaterThan(5);
    }
    const without = [...libraryNames].filter(
      (name) => !isFunctionAllowed(name) && !isRefused(name),
    );
    expect(without, 'functions to audit and add to sef-allow-list.ts').toEqual([]);
    expect([...libraryNames].filter((name) => isFunctionAllowed(name) && isRefused(name))).toEqual(
      [],
    );
  });

  it('names only functions the runtime knows, and refuses every ixsl: name', () => {
    const unknown = [...SEF_ALLOWED_FUNCTIONS, ...SEF_REFUSED_FUNCTIONS.keys()].filter(
      (name) => !libraryNames.has(name),
    );
    expect(unknown).toEqual([]);
    const ixsl = library.find(({ prefix }) => prefix === 'ixsl')?.names ?? [];
    expect(ixsl).toContain(`Q{${SEF_NAMESPACES.ixsl}}eval`);
    expect(ixsl.filter(isFunctionAllowed)).toEqual([]);
  });
});
