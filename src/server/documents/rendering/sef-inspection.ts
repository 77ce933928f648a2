import {
  SEF_FN_NAMESPACE,
  SEF_FUNCTIONS,
  SEF_NODE_KINDS,
  SEF_PURE_NAMESPACES,
  SEF_SAXON_NAMES,
} from './sef-allow-list';

// saxon-js runs JavaScript through names in these namespaces (ixsl:eval, js:*, globalJS).
const SAXON = /saxonica\.com|saxon\.sf\.net/i;
// The compiler's own export namespace (ex:uniform …) names no function and runs nothing.
const EXPORT_NS = 'http://ns.saxonica.com/xslt/export';
const QNAME = /^Q\{([^}]*)\}(.+)$/;

type TSefNode = { N?: unknown; C?: unknown; [key: string]: unknown };

function isFunctionAllowed(name: string): boolean {
  if (SEF_SAXON_NAMES.has(name)) return true;
  const match = QNAME.exec(name);
  if (!match) return false;
  const [, ns = '', local = ''] = match;
  if (ns === SEF_FN_NAMESPACE) return SEF_FUNCTIONS.has(local);
  return SEF_PURE_NAMESPACES.has(ns);
}

function refusal(node: TSefNode): string | undefined {
  const kind = node.N;
  if (typeof kind !== 'string' || !SEF_NODE_KINDS.has(kind)) {
    return `uses the instruction or expression "${String(kind)}", which is not allowed`;
  }
  const name = typeof node.name === 'string' ? node.name : '';
  if (kind === 'fn' && !SEF_FUNCTIONS.has(name)) return `calls fn:${name}, which is not allowed`;
  if ((kind === 'fnRef' || kind === 'ifCall') && !isFunctionAllowed(name)) {
    return `calls ${name}, which is not allowed`;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'C') continue;
    if (typeof value !== 'string') return 'has a malformed node';
    if (SAXON.test(value.replaceAll(EXPORT_NS, '')) && !SEF_SAXON_NAMES.has(value)) {
      return `names a Saxon extension namespace (${value.slice(0, 80)})`;
    }
  }
  return undefined;
}

/**
 * Why a compiled stylesheet (SEF JSON) may not run, or undefined when every node is on the
 * allow-list. Checks what the compiler produced, so names rebuilt at compile time (static
 * parameters, shadow attributes, Q{…} names) are seen as the calls they became.
 */
export function inspectSef(sef: string): string | undefined {
  let root: unknown;
  try {
    root = JSON.parse(sef);
  } catch {
    return 'is not valid JSON';
  }
  // A stack instead of recursion: a hostile SEF may nest deeper than the call stack.
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || Array.isArray(node)) return 'has a malformed node';
    const reason = refusal(node as TSefNode);
    if (reason) return reason;
    const children = (node as TSefNode).C;
    if (children === undefined) continue;
    if (!Array.isArray(children)) return 'has a malformed node';
    stack.push(...(children as unknown[]));
  }
  return undefined;
}
