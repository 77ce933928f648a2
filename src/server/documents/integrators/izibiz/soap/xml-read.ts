import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';

export type { XmlElement };

export class MalformedXmlError extends Error {}

/** The document element of well-formed XML; throws MalformedXmlError otherwise. */
export function parseXml(text: string): XmlElement {
  const problems: string[] = [];
  let root: XmlElement | null = null;
  try {
    const doc = new DOMParser({
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(text, 'text/xml');
    root = doc.documentElement;
  } catch (err) {
    throw new MalformedXmlError(err instanceof Error ? err.message : String(err));
  }
  if (problems.length > 0 || !root) {
    throw new MalformedXmlError(problems[0] ?? 'no document element');
  }
  return root;
}

/** Child elements by local name (any namespace: İzibiz's inner elements are unqualified). */
export function childElements(parent: XmlElement, localName?: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== 1) continue;
    const el = n as XmlElement;
    if (localName === undefined || el.localName === localName) found.push(el);
  }
  return found;
}

export function childElement(parent: XmlElement | null, localName: string): XmlElement | null {
  return parent ? (childElements(parent, localName)[0] ?? null) : null;
}

/** The trimmed text of the first child of that name, or null when absent or empty. */
export function childText(parent: XmlElement | null, localName: string): string | null {
  const el = childElement(parent, localName);
  return el?.textContent?.trim() || null;
}

/** Follows a path of local names from an element. */
export function pathElement(parent: XmlElement | null, ...names: string[]): XmlElement | null {
  let current = parent;
  for (const name of names) current = childElement(current, name);
  return current;
}
