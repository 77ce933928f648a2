/**
 * A pattern's rule contexts as one XPath that selects only the nodes some rule can match, so a
 * pattern is applied to those nodes instead of walking every node of the document through the
 * template rules (most of a document matches nothing). Contexts are XSLT patterns; this handles
 * the shape GİB writes: paths of name steps (`inv:Invoice/cac:TaxTotal`, `//@currencyID`),
 * unions, and predicates. Anything else answers undefined and the pattern walks every node.
 */
type TTrie = { ends: boolean; children: Map<string, TTrie> };

const STEP = /^(@?[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*|:\*)?|\*|@\*)(\[.*\])?$/s;

/** Splits at `separator` outside brackets, parentheses and quotes. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A context path as its steps, the first `//` or `/` kept as a step of its own. */
function stepsOf(path: string): string[] | undefined {
  const text = path.trim();
  const anchor = text.startsWith('//') ? '//' : text.startsWith('/') ? '/' : '//';
  const rest = text.replace(/^\/\/?/, '');
  const steps = splitTop(rest, '/').map((s) => s.trim());
  if (steps.some((s) => !STEP.test(s))) return undefined;
  return [anchor, ...steps];
}

function add(trie: TTrie, steps: string[]): void {
  let node = trie;
  for (const step of steps) {
    let next = node.children.get(step);
    if (!next) {
      next = { ends: false, children: new Map() };
      node.children.set(step, next);
    }
    node = next;
  }
  node.ends = true;
}

function expression(node: TTrie): string {
  const parts = [...node.children].map(([step, child]) => {
    const below = expression(child);
    if (!below || below === '.') return step;
    return `${step}/(${below})`;
  });
  if (node.ends) parts.unshift('.');
  return parts.join(' | ');
}

export function contextSelection(contexts: string[]): string | undefined {
  const root: TTrie = { ends: false, children: new Map() };
  for (const context of contexts) {
    for (const path of splitTop(context, '|')) {
      const steps = stepsOf(path);
      if (!steps) return undefined;
      add(root, steps);
    }
  }
  const parts: string[] = [];
  for (const [anchor, child] of root.children) {
    const below = expression(child);
    parts.push(anchor === '/' ? `/(${below})` : `/descendant-or-self::node()/(${below})`);
  }
  return parts.join(' | ');
}
