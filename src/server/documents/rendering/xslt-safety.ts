import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

export const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

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

function isForbiddenElement(el: Element): boolean {
  if (SAXON_NAMESPACE.test(el.namespaceURI ?? '')) return true;
  return el.namespaceURI === XSL_NS && FORBIDDEN_INSTRUCTIONS.has(el.localName ?? '');
}

function isForbiddenValue(value: string): boolean {
  return FORBIDDEN_CALL.test(value) || SAXON_NAMESPACE.test(value);
}

function hasExternalAccess(node: Node): boolean {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      if (isForbiddenValue(child.nodeValue ?? '')) return true;
    } else if (child.nodeType === child.ELEMENT_NODE) {
      const el = child as Element;
      if (isForbiddenElement(el)) return true;
      for (const attr of Array.from(el.attributes)) {
        if (SAXON_NAMESPACE.test(attr.namespaceURI ?? '') || isForbiddenValue(attr.value)) {
          return true;
        }
      }
      if (hasExternalAccess(el)) return true;
    }
  }
  return false;
}

/**
 * A stylesheet from a store (or inside a received document) runs on the server for every render,
 * so it may not read files or URLs nor run script. Checked on the parsed tree, after character
 * references are expanded, so `doc&#x28;` does not slip past; comments are ignored.
 */
export function inspectXslt(text: string): TXsltShape {
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    return 'not-xslt';
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== XSL_NS) return 'not-xslt';
  if (root.localName !== 'stylesheet' && root.localName !== 'transform') return 'not-xslt';
  // Entities declared in a DOCTYPE could expand to anything the checks below look for.
  if (doc.doctype) return 'external';
  return hasExternalAccess(doc) ? 'external' : 'ok';
}
