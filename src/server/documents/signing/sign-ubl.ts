import crypto from 'node:crypto';
import { tokenAt } from '../spliced-xml';
import { canonicalize, namespacesInScope } from './c14n';
import {
  certificateParts,
  DS_NS,
  qualifyingPropertiesOpen,
  signatureOpen,
  signatureXml,
  signedInfoXml,
  signedPropertiesXml,
  XADES_NS,
} from './signature-xml';
import type { TSigningMaterial } from './signing-material';
import { parseWithoutDocumentLevelNodes, parseXml } from './xml-dom';

export class UblSigningError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UblSigningError';
  }
}

const UBL_ROOTS = new Set(['Invoice', 'DespatchAdvice']);
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
// The builders leave exactly this slot for the signature (UBL-TR: the first UBLExtension).
const EMPTY_EXTENSION_CONTENT =
  /<((?:[A-Za-z_][\w.-]*:)?ExtensionContent)(\s[^>]*)?(?:\/>|>\s*<\/\1>)/;

function signatureSlot(doc: Document): Element {
  const root = doc.documentElement;
  if (!root || !UBL_ROOTS.has(root.localName)) {
    throw new UblSigningError(`Not a UBL-TR document to sign: root <${root?.localName ?? '?'}>`);
  }
  const slots = Array.from(root.getElementsByTagNameNS('*', 'ExtensionContent'));
  const [slot] = slots;
  if (slots.length !== 1 || !slot || slot.childNodes.length !== 0) {
    throw new UblSigningError('The document needs exactly one empty ext:ExtensionContent');
  }
  return slot;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');
const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Parses `fragment` where the signature will stand: inside a copy of the slot carrying every
 * namespace and xml:* attribute in scope there, so the canonical form of any part of it is the
 * one a verifier computes on the signed document.
 */
function inPlace(slot: Element, fragment: string): Element {
  let attrs = '';
  for (const [prefix, uri] of namespacesInScope(slot)) {
    if (prefix !== 'xml') attrs += ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${escapeAttr(uri)}"`;
  }
  const seen = new Set<string>();
  for (let n: Node | null = slot; n && n.nodeType === 1; n = n.parentNode) {
    for (const a of Array.from((n as Element).attributes)) {
      if (a.namespaceURI === XML_NS && !seen.has(a.localName)) {
        seen.add(a.localName);
        attrs += ` xml:${a.localName}="${escapeAttr(a.value)}"`;
      }
    }
  }
  const doc = parseXml(`<${slot.nodeName}${attrs}>${fragment}</${slot.nodeName}>`);
  if (!doc.documentElement) throw new UblSigningError('the signature could not be placed');
  return doc.documentElement;
}

function only(scope: Element, ns: string, name: string): Element {
  const found = scope.getElementsByTagNameNS(ns, name)[0];
  if (!found) throw new UblSigningError(`the signature has no ${name}`);
  return found;
}

/** The base64 text the document's token stands for (spliced-xml.ts), when it has one. */
type TEmbedded = { token: string; base64: Buffer };

/** SHA-256 (base64) of a canonical form, with the embedded base64 text in place of its token. */
function digestOf(canonical: string, embedded: TEmbedded | undefined): string {
  if (!embedded) return sha256(canonical);
  const at = tokenAt(canonical, embedded.token);
  return crypto
    .createHash('sha256')
    .update(canonical.slice(0, at), 'utf8')
    .update(embedded.base64)
    .update(canonical.slice(at + embedded.token.length), 'utf8')
    .digest('base64');
}

/**
 * XAdES-BES enveloped signature as GİB expects it (domain.md, Signature): rsa-sha256 over
 * inclusive C14N, one URI="" Reference with only the enveloped-signature transform, one Reference
 * to the SignedProperties, the certificate and key in KeyInfo, SignerRole "Tedarikçi". The digests
 * are taken over the canonical forms (c14n.ts) of the document and of the signature's parts as
 * they will stand in it; the document's text outside the slot is kept as it is. With `embedded`,
 * `xml` holds a token for the stylesheet's base64 text (spliced-xml.ts): the digest covers that
 * text, and the signed XML comes back with the token still in place.
 */
export function signXml(xml: string, material: TSigningMaterial, embedded?: TEmbedded): string {
  const { xml: source, doc } = parseWithoutDocumentLevelNodes(xml);
  const slot = signatureSlot(doc);
  const documentDigest = digestOf(canonicalize(doc), embedded);
  const cert = certificateParts(material);
  const id = crypto.randomUUID();
  const signedProperties = signedPropertiesXml(id, cert, new Date());
  const propertiesHolder = inPlace(
    slot,
    `${signatureOpen(id)}<ds:Object>${qualifyingPropertiesOpen(id)}${signedProperties}` +
      `</xades:QualifyingProperties></ds:Object></ds:Signature>`,
  );
  const propertiesDigest = sha256(
    canonicalize(only(propertiesHolder, XADES_NS, 'SignedProperties')),
  );
  const signedInfo = signedInfoXml(id, documentDigest, propertiesDigest);
  const infoHolder = inPlace(slot, `${signatureOpen(id)}${signedInfo}</ds:Signature>`);
  const canonicalInfo = canonicalize(only(infoHolder, DS_NS, 'SignedInfo'));
  const signatureValue = crypto
    .sign('sha256', Buffer.from(canonicalInfo, 'utf8'), cert.privateKey)
    .toString('base64');
  const signature = signatureXml({ id, signedInfo, signatureValue, signedProperties, cert });
  return source.replace(
    EMPTY_EXTENSION_CONTENT,
    (_match, name: string, attrs: string | undefined) =>
      `<${name}${attrs ?? ''}>${signature}</${name}>`,
  );
}

/** signXml on a whole document. */
export async function signUbl(xml: string, material: TSigningMaterial): Promise<string> {
  return signXml(xml, material);
}
