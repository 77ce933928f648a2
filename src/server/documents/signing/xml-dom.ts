import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, onErrorStopParsing, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import { X509Certificate, XmlCanonicalizer } from 'xmldsigjs';
import xpath from 'xpath';

let ready = false;

type TNormalize = (this: XmlCanonicalizer, input: string | null, type: number) => string;

/**
 * xmldsigjs escapes text and xml-core encodes UTF-8 one character at a time: ~30 ms for the
 * ~260 KB base64 stylesheet every invoice embeds, paid on each signature and check. Both are
 * replaced by equivalents: a string with nothing to escape comes back unchanged from the loop,
 * and Node's encoder yields the same UTF-8 bytes.
 */
function speedUpXmlCore(): void {
  xadesjs.Convert.FromUtf8String = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
  const proto = XmlCanonicalizer.prototype as unknown as { NormalizeString: TNormalize };
  const escapeOneByOne = proto.NormalizeString;
  proto.NormalizeString = function (input, type) {
    if (!input) return '';
    if (!/[&<>"\t\n\r]/.test(input)) return input;
    return escapeOneByOne.call(this, input, type);
  };
}

type TX509 = { raw: Uint8Array; simpl: unknown };
type TLoadRaw = (this: TX509, raw: Uint8Array) => void;
const PARSED_CERTIFICATES = 64;

/**
 * xadesjs parses the tenant's certificate (pkijs, ~half of a signature's CPU) twice per signature
 * and the verifier once more per check. The parsed form depends only on the DER bytes and is only
 * read afterwards, so it is kept per certificate.
 */
function rememberParsedCertificates(): void {
  const proto = X509Certificate.prototype as unknown as { LoadRaw: TLoadRaw };
  const parse = proto.LoadRaw;
  const parsed = new Map<string, unknown>();
  proto.LoadRaw = function (raw) {
    const key = Buffer.from(raw).toString('base64');
    const known = parsed.get(key);
    if (known === undefined) {
      parse.call(this, raw);
      if (parsed.size >= PARSED_CERTIFICATES) parsed.clear();
      parsed.set(key, this.simpl);
      return;
    }
    this.raw = new Uint8Array(raw);
    this.simpl = known;
  };
}

/** xadesjs runs on the DOM and WebCrypto of a browser; in Node we hand it xmldom, xpath and webcrypto. */
export function ensureXmlCrypto(): void {
  if (ready) return;
  xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);
  xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
  speedUpXmlCore();
  rememberParsedCertificates();
  ready = true;
}

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
