import {
  SEF_ALLOWED_FUNCTIONS,
  SEF_ALLOWED_KINDS,
  SEF_ALLOWED_NAMESPACES,
  SEF_NAMESPACES,
  SEF_REFUSED_FUNCTIONS,
  SEF_REFUSED_KINDS,
  SEF_REFUSED_NAMESPACES,
  SEF_REFUSED_PROPERTIES,
  SEF_SAXON_PROPERTY,
} from './sef-allow-list';

// saxon-js runs JavaScript through names in these namespaces (ixsl:eval, js:*, globalJS): beyond
// the allowed Saxon names, any mention refuses the stylesheet, wherever it is in the SEF.
const SAXON = /saxonica\.com|saxon\.sf\.net/i;
// The compiler's own export namespace (ex:uniform …) names no function and runs nothing.
const EXPORT_NS = 'http://ns.saxonica.com/xslt/export';
const QNAME = /^Q\{([^}]*)\}(.+)$/;
const NOT_ALLOWED = 'is not allowed';

const PREFIXES = new Map<string, string>(
  Object.entries(SEF_NAMESPACES).map(([prefix, uri]) => [uri, prefix]),
);

type TSefNode = { N?: unknown; C?: unknown; [key: string]: unknown };

const namespaceOf = (eqname: string) => QNAME.exec(eqname)?.[1] ?? '';

/** Whether a function, named `Q{uri}local`, may be called or referenced. */
export function isFunctionAllowed(eqname: string): boolean {
  return SEF_ALLOWED_FUNCTIONS.has(eqname) || SEF_ALLOWED_NAMESPACES.has(namespaceOf(eqname));
}

function shown(eqname: string): string {
  const [, ns = '', local = ''] = QNAME.exec(eqname) ?? [];
  const prefix = PREFIXES.get(ns);
  return prefix ? `${prefix}:${local}` : eqname;
}

// `fn` runs a function of the fn: library by its local name; fnRef, ifCall and acFnRef look a
// name up in any namespace (an unprefixed name is in fn:).
function calledFunction(node: TSefNode, kind: string): string | undefined {
  if (kind !== 'fn' && kind !== 'fnRef' && kind !== 'ifCall' && kind !== 'acFnRef') {
    return undefined;
  }
  const name = typeof node.name === 'string' ? node.name : '';
  return kind !== 'fn' && QNAME.test(name) ? name : `Q{${SEF_NAMESPACES.fn}}${name}`;
}

/** Why a compiled stylesheet was refused: `what` names the construct, `message` says why. */
export type TSefRefusal = { what: string; message: string };

const MALFORMED: TSefRefusal = { what: 'SEF', message: 'has a malformed node' };

function refusal(node: TSefNode): TSefRefusal | undefined {
  const kind = node.N;
  if (typeof kind !== 'string' || !SEF_ALLOWED_KINDS.has(kind)) {
    const why = (typeof kind === 'string' && SEF_REFUSED_KINDS.get(kind)) || NOT_ALLOWED;
    const what = String(kind);
    return { what, message: `uses the instruction or expression "${what}", which ${why}` };
  }
  const called = calledFunction(node, kind);
  if (called !== undefined && !isFunctionAllowed(called)) {
    const why =
      SEF_REFUSED_FUNCTIONS.get(called) ??
      SEF_REFUSED_NAMESPACES.get(namespaceOf(called)) ??
      NOT_ALLOWED;
    const what = shown(called);
    return { what, message: `calls ${what}, which ${why}` };
  }
  const property = kind === 'property' && typeof node.name === 'string' ? node.name : '';
  const propertyWhy = SEF_REFUSED_PROPERTIES.get(property);
  if (propertyWhy) {
    return {
      what: property,
      message: `sets the output property ${property}, which ${propertyWhy}`,
    };
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'C') continue;
    if (typeof value !== 'string') return MALFORMED;
    if (!SAXON.test(value.replaceAll(EXPORT_NS, ''))) continue;
    if (value !== SEF_SAXON_PROPERTY && !isFunctionAllowed(value)) {
      const what = value.slice(0, 80);
      return { what, message: `names a Saxon extension namespace (${what})` };
    }
  }
  return undefined;
}

/**
 * Why a compiled stylesheet (SEF JSON) may not run, or undefined when every node kind, call and
 * output property has an allowing verdict (sef-allow-list.ts). Checks what the compiler produced,
 * so names rebuilt at compile time (static parameters, shadow attributes, Q{…} names) are seen
 * as the calls they became.
 */
export function inspectSef(sef: string): TSefRefusal | undefined {
  let root: unknown;
  try {
    root = JSON.parse(sef);
  } catch {
    return { what: 'SEF', message: 'is not valid JSON' };
  }
  // A stack instead of recursion: a hostile SEF may nest deeper than the call stack.
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || Array.isArray(node)) return MALFORMED;
    const reason = refusal(node as TSefNode);
    if (reason) return reason;
    const children = (node as TSefNode).C;
    if (children === undefined) continue;
    if (!Array.isArray(children)) return MALFORMED;
    // One by one: a spread of a very long child list would overflow the call's arguments.
    for (const child of children as unknown[]) stack.push(child);
  }
  return undefined;
}
