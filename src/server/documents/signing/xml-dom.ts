import { DOMParser, onErrorStopParsing, XMLSerializer } from '@xmldom/xmldom';

/** Strict: a document with errors is refused (thrown), never repaired and never logged. */
export function parseXml(xml: string): Document {
  const parser = new DOMParser({ onError: onErrorStopParsing, locator: false });
  const doc = parser.parseFromString(xml, 'application/xml');
  return doc as unknown as Document;
}

export function serializeXml(node: Node): string {
  return new XMLSerializer().serializeToString(node as never);
}

/**
 * Processing instructions and comments outside the root element take part in the URI=""
 * digest of xmlsec1 but not of xmldsigjs (domain.md, known traps), so they never reach a signer.
 * A document without them keeps its exact text.
 */
export function parseWithoutDocumentLevelNodes(xml: string): { xml: string; doc: Document } {
  const doc = parseXml(xml);
  const extra = Array.from(doc.childNodes).filter(
    (n) =>
      n !== doc.documentElement &&
      !(n.nodeType === n.PROCESSING_INSTRUCTION_NODE && n.nodeName === 'xml') &&
      !(n.nodeType === n.TEXT_NODE && !n.nodeValue?.trim()),
  );
  if (extra.length === 0) return { xml, doc };
  for (const node of extra) doc.removeChild(node);
  return { xml: serializeXml(doc), doc };
}
