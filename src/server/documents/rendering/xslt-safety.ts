import { DOMParser, type Attr, type Element, type Node } from '@xmldom/xmldom';

const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

// Instructions that read other files or URLs, or run XPath built from strings at run time.
const FORBIDDEN_INSTRUCTIONS = new Set([
  'include',
  'import',
  'import-schema',
  'use-package',
  'result-document',
  'source-document',
  'merge-source',
  'evaluate',
]);

// Functions that read files or URLs, or look functions up by a name built from strings.
const FORBIDDEN_CALL =
  /\b(unparsed-text(-lines|-available)?|document|doc|doc-available|collection|uri-collection|json-doc|transform|load-xquery-module|function-lookup)\s*[(#]/;

// saxon-js runs JavaScript through its extension namespaces (ixsl:eval, js:*): a store's
// stylesheet runs on the server, so none of them may appear, not even as Q{uri}name.
const SAXON_NAMESPACE = /saxonica\.com|saxon\.sf\.net/i;

export type TXsltShape = 'ok' | 'not-xslt' | 'external';

// Compile-time features that rebuild code from strings before any check of the compiled form
// could name them here: static parameters and variables, shadow attributes (_select="{$p}"),
// use-when. A tenant's display stylesheet needs none of them.
const STATIC_DECLARATIONS = new Set(['param', 'variable']);
const YES = /^\s*(yes|true|1)\s*$/;

function forbiddenElement(el: Element): string | undefined {
  if (SAXON_NAMESPACE.test(el.namespaceURI ?? '')) return `the element <${el.nodeName}>`;
  if (el.namespaceURI !== XSL_NS) return undefined;
  const name = el.localName ?? '';
  if (FORBIDDEN_INSTRUCTIONS.has(name)) return `xsl:${name}`;
  if (STATIC_DECLARATIONS.has(name) && YES.test(el.getAttribute('static') ?? '')) {
    return `a static xsl:${name}`;
  }
  return undefined;
}

function forbiddenAttribute(el: Element, attr: Attr): string | undefined {
  const local = attr.localName ?? attr.name;
  if (SAXON_NAMESPACE.test(attr.namespaceURI ?? '')) return `the attribute ${attr.name}`;
  const onXsl = el.namespaceURI === XSL_NS ? !attr.namespaceURI : attr.namespaceURI === XSL_NS;
  if (onXsl && local.startsWith('_')) return `the shadow attribute ${attr.name}`;
  if (onXsl && local === 'use-when') return 'use-when';
  // xsl:output's serialization parameters read from another document.
  if (onXsl && local === 'parameter-document') return 'parameter-document';
  return FORBIDDEN_CALL.test(attr.value) || SAXON_NAMESPACE.test(attr.value)
    ? `the call in ${attr.name}="${attr.value.slice(0, 60)}"`
    : undefined;
}

function isForbiddenText(value: string): boolean {
  return FORBIDDEN_CALL.test(value) || SAXON_NAMESPACE.test(value);
}

function findForbidden(node: Node): string | undefined {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      if (isForbiddenText(child.nodeValue ?? '')) return 'a call that reads files or URLs';
    } else if (child.nodeType === child.ELEMENT_NODE) {
      const el = child as Element;
      const found =
        forbiddenElement(el) ??
        Array.from(el.attributes).reduce<string | undefined>(
          (seen, attr) => seen ?? forbiddenAttribute(el, attr),
          undefined,
        ) ??
        findForbidden(el);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The first, cheap lock on a stylesheet from a store (or inside a received document): the parsed
 * source may not read files or URLs, run script, or use compile-time features that could hide
 * such calls. Checked after character references are expanded, so `doc&#x28;` does not slip
 * past; comments are ignored. The compiled form is checked again (sef-inspection.ts).
 */
export function explainXslt(text: string): { shape: TXsltShape; detail?: string } {
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    return { shape: 'not-xslt' };
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== XSL_NS) return { shape: 'not-xslt' };
  if (root.localName !== 'stylesheet' && root.localName !== 'transform') {
    return { shape: 'not-xslt' };
  }
  // Entities declared in a DOCTYPE could expand to anything the checks below look for.
  if (doc.doctype) return { shape: 'external', detail: 'a DOCTYPE' };
  const detail = findForbidden(doc);
  return detail ? { shape: 'external', detail } : { shape: 'ok' };
}

export function inspectXslt(text: string): TXsltShape {
  return explainXslt(text).shape;
}
