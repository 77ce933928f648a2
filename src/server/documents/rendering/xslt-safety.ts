import { DOMParser, type Attr, type Element, type Node } from '@xmldom/xmldom';
import { nestsDeeperThan } from './xml-depth';

const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

/**
 * How deep elements may nest in a stylesheet (GİB's nest 21–23 levels). A deeper one is refused
 * before it is parsed, so no later reader (the walk below, saxon-js's compiler) meets one.
 */
export const MAX_XSLT_DEPTH = 256;

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
  /\b(unparsed-text(?:-lines|-available)?|document|doc|doc-available|collection|uri-collection|json-doc|transform|load-xquery-module|function-lookup)\s*[(#]/;

// saxon-js runs JavaScript through its extension namespaces (ixsl:eval, js:*): a store's
// stylesheet runs on the server, so none of them may appear, not even as Q{uri}name.
const SAXON_NAMESPACE = /saxonica\.com|saxon\.sf\.net/i;
const SAXON_MENTION = /\S*(?:saxonica\.com|saxon\.sf\.net)\S*/i;

export type TXsltShape = 'ok' | 'not-xslt' | 'external' | 'too-deep';

/** `detail`, for 'external': what was refused, as written (`xsl:include`, `doc()`, `use-when`). */
export type TXsltVerdict = { shape: TXsltShape; detail?: string };

// Compile-time features that rebuild code from strings before any check of the compiled form
// could name them here: static parameters and variables, shadow attributes (_select="{$p}"),
// use-when. A tenant's display stylesheet needs none of them.
const STATIC_DECLARATIONS = new Set(['param', 'variable']);
const YES = /^\s*(yes|true|1)\s*$/;

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** The forbidden call or Saxon name in a text or attribute value, as written. */
function forbiddenInValue(value: string): string | undefined {
  const call = FORBIDDEN_CALL.exec(value)?.[1];
  if (call) return `${call}()`;
  const saxon = SAXON_MENTION.exec(value)?.[0];
  return saxon === undefined ? undefined : shortened(saxon);
}

function forbiddenElement(el: Element): string | undefined {
  if (SAXON_NAMESPACE.test(el.namespaceURI ?? '')) return el.nodeName;
  if (el.namespaceURI !== XSL_NS) return undefined;
  const name = el.localName ?? '';
  if (FORBIDDEN_INSTRUCTIONS.has(name)) return `xsl:${name}`;
  if (STATIC_DECLARATIONS.has(name) && YES.test(el.getAttribute('static') ?? '')) {
    return `xsl:${name} static="yes"`;
  }
  return undefined;
}

function forbiddenAttribute(el: Element, attr: Attr): string | undefined {
  const local = attr.localName ?? attr.name;
  if (SAXON_NAMESPACE.test(attr.namespaceURI ?? '')) return attr.name;
  const onXsl = el.namespaceURI === XSL_NS ? !attr.namespaceURI : attr.namespaceURI === XSL_NS;
  // Shadow attributes (_select), use-when, and xsl:output's parameters read from another document.
  if (onXsl && (local.startsWith('_') || local === 'use-when' || local === 'parameter-document')) {
    return attr.name;
  }
  return forbiddenInValue(attr.value);
}

function forbiddenIn(el: Element): string | undefined {
  const found = forbiddenElement(el);
  if (found) return found;
  for (const attr of Array.from(el.attributes)) {
    const inAttribute = forbiddenAttribute(el, attr);
    if (inAttribute) return inAttribute;
  }
  return undefined;
}

/** The first forbidden construct, by a walk with its own stack rather than the call stack's. */
function findForbidden(doc: Node): string | undefined {
  const stack: Node[] = [doc];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
        const found = forbiddenInValue(child.nodeValue ?? '');
        if (found) return found;
      } else if (child.nodeType === child.ELEMENT_NODE) {
        const found = forbiddenIn(child as Element);
        if (found) return found;
        stack.push(child);
      }
    }
  }
  return undefined;
}

/**
 * The first, cheap lock on a stylesheet from a store (or inside a received document): the parsed
 * source may not read files or URLs, run script, or use compile-time features that could hide
 * such calls, and may not nest deeper than MAX_XSLT_DEPTH. Checked after character references
 * are expanded, so `doc&#x28;` does not slip past; comments are ignored. The compiled form is
 * checked again (sef-inspection.ts).
 */
export function explainXslt(text: string): TXsltVerdict {
  if (nestsDeeperThan(text, MAX_XSLT_DEPTH)) return { shape: 'too-deep' };
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
  if (doc.doctype) return { shape: 'external', detail: 'DOCTYPE' };
  const detail = findForbidden(doc);
  return detail === undefined ? { shape: 'ok' } : { shape: 'external', detail };
}

export function inspectXslt(text: string): TXsltShape {
  return explainXslt(text).shape;
}
