/**
 * Canonical XML 1.0 (inclusive, https://www.w3.org/TR/2001/REC-xml-c14n-20010315) and Exclusive
 * XML Canonicalization 1.0 (without an InclusiveNamespaces prefix list) of an xmldom tree: a whole
 * document, or the subset an element stands for (a signature's SignedInfo, a SignedProperties).
 * `omit` leaves one subtree out (the enveloped-signature transform).
 */
export type TC14nOptions = { exclusive?: boolean; withComments?: boolean; omit?: Node | null };

const XMLNS_URI = 'http://www.w3.org/2000/xmlns/';
const XML_URI = 'http://www.w3.org/XML/1998/namespace';
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PI = 7;
const COMMENT = 8;
const DOCUMENT = 9;

type TNamespaces = ReadonlyMap<string, string>;

const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<"\t\n\r]/;

function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#xD;');
}

function escapeAttr(value: string): string {
  if (!ATTR_SPECIAL.test(value)) return value;
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

const attrsOf = (el: Element): Attr[] => Array.from(el.attributes);
const isNamespaceDecl = (a: Attr) => a.namespaceURI === XMLNS_URI;
const declaredPrefix = (a: Attr) => (a.prefix ? a.localName : '');

/** The namespaces in scope on `el` (prefix → URI, '' for the default), from the root down. */
export function namespacesInScope(el: Element): Map<string, string> {
  const chain: Element[] = [];
  for (let n: Node | null = el; n && n.nodeType === ELEMENT; n = n.parentNode) {
    chain.unshift(n as Element);
  }
  const scope = new Map<string, string>();
  for (const e of chain)
    for (const a of attrsOf(e).filter(isNamespaceDecl)) {
      scope.set(declaredPrefix(a), a.value);
    }
  return scope;
}

/** xml:* attributes of the ancestors (nearest wins), which a subset's apex inherits in C14N 1.0. */
function inheritedXmlAttrs(el: Element): Attr[] {
  const found = new Map<string, Attr>();
  for (let n = el.parentNode; n && n.nodeType === ELEMENT; n = n.parentNode) {
    for (const a of attrsOf(n as Element)) {
      if (a.namespaceURI === XML_URI && !found.has(a.localName)) found.set(a.localName, a);
    }
  }
  return [...found.values()].filter((a) => !el.hasAttributeNS(XML_URI, a.localName));
}

/** Attributes in C14N order: namespace URI first (none before any), then local name, by code unit. */
function compareAttrs(a: Attr, b: Attr): number {
  const [ua, ub] = [a.namespaceURI ?? '', b.namespaceURI ?? ''];
  if (ua !== ub) return ua < ub ? -1 : 1;
  return a.localName < b.localName ? -1 : a.localName > b.localName ? 1 : 0;
}

class Canonicalizer {
  private out = '';

  constructor(private readonly opts: TC14nOptions) {}

  result(): string {
    return this.out;
  }

  document(doc: Document): void {
    let seenRoot = false;
    for (let n = doc.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === ELEMENT) {
        if (n !== this.opts.omit) this.element(n as Element, new Map(), new Map(), []);
        seenRoot = true;
      } else if (isDocumentPi(n) || (n.nodeType === COMMENT && this.opts.withComments)) {
        const text =
          n.nodeType === PI ? piText(n as ProcessingInstruction) : `<!--${n.nodeValue ?? ''}-->`;
        this.out += seenRoot ? `\n${text}` : `${text}\n`;
      }
    }
  }

  apex(el: Element): void {
    const inherited = this.opts.exclusive ? [] : inheritedXmlAttrs(el);
    const parentScope =
      el.parentNode?.nodeType === ELEMENT
        ? namespacesInScope(el.parentNode as Element)
        : new Map<string, string>();
    this.element(el, parentScope, new Map(), inherited);
  }

  private element(el: Element, parentScope: TNamespaces, rendered: TNamespaces, extra: Attr[]) {
    const all = attrsOf(el);
    const scope = new Map(parentScope);
    for (const a of all) if (isNamespaceDecl(a)) scope.set(declaredPrefix(a), a.value);
    const attrs = all
      .filter((a) => !isNamespaceDecl(a))
      .concat(extra)
      .sort(compareAttrs);
    const wanted = this.opts.exclusive ? utilized(el, attrs) : ['', ...scope.keys()];
    const next = new Map(rendered);
    const decls: [string, string][] = [];
    for (const prefix of new Set(wanted)) {
      if (prefix === 'xml') continue;
      const uri = scope.get(prefix) ?? '';
      // A prefix is never undeclared in XML 1.0; the default may be (xmlns=""), shown only when
      // the nearest output ancestor showed a non-empty default.
      if (prefix !== '' && uri === '') continue;
      if (uri === (rendered.get(prefix) ?? '')) continue;
      decls.push([prefix, uri]);
      next.set(prefix, uri);
    }
    decls.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    let tag = `<${el.nodeName}`;
    for (const [prefix, uri] of decls) {
      tag +=
        prefix === '' ? ` xmlns="${escapeAttr(uri)}"` : ` xmlns:${prefix}="${escapeAttr(uri)}"`;
    }
    for (const a of attrs) tag += ` ${a.name}="${escapeAttr(a.value)}"`;
    this.out += `${tag}>`;
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n === this.opts.omit) continue;
      switch (n.nodeType) {
        case ELEMENT:
          this.element(n as Element, scope, next, []);
          break;
        case TEXT:
        case CDATA:
          this.out += escapeText(n.nodeValue ?? '');
          break;
        case PI:
          this.out += piText(n as ProcessingInstruction);
          break;
        case COMMENT:
          if (this.opts.withComments) this.out += `<!--${n.nodeValue ?? ''}-->`;
          break;
      }
    }
    this.out += `</${el.nodeName}>`;
  }
}

// xmldom keeps the XML declaration as a processing instruction named 'xml'; it is none.
function isDocumentPi(n: Node): boolean {
  return n.nodeType === PI && (n as ProcessingInstruction).target !== 'xml';
}

function piText(pi: ProcessingInstruction): string {
  return pi.data ? `<?${pi.target} ${pi.data}?>` : `<?${pi.target}?>`;
}

/** Exclusive C14N: the prefixes the element and its attributes use (the default for an unprefixed element). */
function utilized(el: Element, attrs: Attr[]): string[] {
  const prefixes = new Set<string>([el.prefix ?? '']);
  for (const a of attrs) if (a.prefix) prefixes.add(a.prefix);
  return [...prefixes];
}

/** The canonical form of a document, or of the document subset an element is the apex of. */
export function canonicalize(node: Document | Element, opts: TC14nOptions = {}): string {
  const c = new Canonicalizer(opts);
  if (node.nodeType === DOCUMENT) c.document(node as Document);
  else c.apex(node as Element);
  return c.result();
}
