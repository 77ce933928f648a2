import crypto from 'node:crypto';
import { canonicalize, type TC14nOptions } from './c14n';
import {
  DS_NS,
  ENVELOPED_URI,
  RSA_SHA256_URI,
  SHA256_URI,
  SIGNED_PROPERTIES_TYPE,
  XADES_NS,
} from './signature-xml';
import { parseXml } from './xml-dom';

export type TSignatureCheck = { valid: boolean; reason?: string };

class Rejected extends Error {}

// The canonicalizations a signer may name, and what each means.
const C14N: Record<string, TC14nOptions> = {
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315': {},
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments': { withComments: true },
  'http://www.w3.org/2001/10/xml-exc-c14n#': { exclusive: true },
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments': { exclusive: true, withComments: true },
};
// SHA-1 is refused like rsa-sha1 (domain.md).
const DIGESTS: Record<string, string> = {
  [SHA256_URI]: 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};

function only(parent: Element | Document, ns: string, name: string, what: string): Element {
  const found = Array.from(parent.getElementsByTagNameNS(ns, name));
  if (found.length !== 1 || !found[0])
    throw new Rejected(`expected one ${what}, found ${found.length}`);
  return found[0];
}

function childElements(parent: Element, ns: string, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name,
  );
}

function onlyChild(parent: Element, ns: string, name: string): Element {
  const [found, ...more] = childElements(parent, ns, name);
  if (!found || more.length > 0) throw new Rejected(`expected one ${name} in ${parent.localName}`);
  return found;
}

// An InclusiveNamespaces prefix list (or anything else) inside a method is not supported.
const hasElementChild = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === 1);
const algorithmOf = (el: Element) => el.getAttribute('Algorithm') ?? '';

/** GİB's profile (domain.md): rsa-sha256, one URI="" reference with only enveloped-signature. */
function checkProfile(signedInfo: Element, refs: Element[]): void {
  if (algorithmOf(onlyChild(signedInfo, DS_NS, 'SignatureMethod')) !== RSA_SHA256_URI)
    throw new Rejected('signature method is not rsa-sha256');
  const whole = refs.filter((r) => r.getAttribute('URI') === '');
  if (whole.length !== 1 || !whole[0])
    throw new Rejected('expected exactly one Reference with URI=""');
  const transforms = Array.from(whole[0].getElementsByTagNameNS(DS_NS, 'Transform'));
  if (transforms.length !== 1 || !transforms[0] || algorithmOf(transforms[0]) !== ENVELOPED_URI) {
    throw new Rejected('the URI="" Reference must hold only the enveloped-signature transform');
  }
  if (!refs.some((r) => r.getAttribute('Type') === SIGNED_PROPERTIES_TYPE)) {
    throw new Rejected('no Reference to the SignedProperties');
  }
}

/** The XAdES SigningCertificate must name the certificate in KeyInfo (sha256 digest). */
function signerCertificate(signature: Element): Buffer {
  const keyInfo = only(signature, DS_NS, 'KeyInfo', 'KeyInfo');
  const der = Buffer.from(
    only(keyInfo, DS_NS, 'X509Certificate', 'X509Certificate').textContent ?? '',
    'base64',
  );
  const certDigest = only(signature, XADES_NS, 'CertDigest', 'xades:CertDigest');
  const method = only(certDigest, DS_NS, 'DigestMethod', 'CertDigest DigestMethod');
  if (algorithmOf(method) !== SHA256_URI) throw new Rejected('certificate digest is not sha256');
  const expected = (
    only(certDigest, DS_NS, 'DigestValue', 'CertDigest DigestValue').textContent ?? ''
  ).trim();
  if (crypto.createHash('sha256').update(der).digest('base64') !== expected) {
    throw new Rejected('SigningCertificate does not match the certificate in KeyInfo');
  }
  return der;
}

// The signer's certificate parsed once per DER (a tenant signs thousands of documents with it).
const KEYS_KEPT = 64;
const keys = new Map<string, crypto.KeyObject>();

function publicKeyOf(der: Buffer): crypto.KeyObject {
  const id = der.toString('base64');
  let key = keys.get(id);
  if (!key) {
    key = new crypto.X509Certificate(der).publicKey;
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(id, key);
  }
  return key;
}

/** The one element whose Id is `id`; two elements with the same Id are a wrapping attack. */
function elementById(doc: Document, id: string): Element {
  const found = Array.from(doc.getElementsByTagName('*')).filter(
    (el) =>
      el.getAttribute('Id') === id || el.getAttribute('ID') === id || el.getAttribute('id') === id,
  );
  if (found.length !== 1 || !found[0]) throw new Rejected(`expected one element with Id '${id}'`);
  return found[0];
}

/** The octets a Reference's digest covers: its node-set, transformed, canonicalized. */
function referencedOctets(doc: Document, signature: Element, ref: Element): string {
  const uri = ref.getAttribute('URI');
  if (uri === null || (uri !== '' && !uri.startsWith('#')))
    throw new Rejected(`unsupported Reference URI '${uri ?? ''}'`);
  const target = uri === '' ? doc : elementById(doc, uri.slice(1));
  const [transformList] = childElements(ref, DS_NS, 'Transforms');
  const transforms = transformList ? childElements(transformList, DS_NS, 'Transform') : [];
  let c14n: TC14nOptions = {};
  let omit: Node | null = null;
  for (const t of transforms) {
    const algorithm = algorithmOf(t);
    const named = C14N[algorithm];
    if (algorithm === ENVELOPED_URI) omit = signature;
    else if (named && !hasElementChild(t)) c14n = named;
    else throw new Rejected(`unsupported transform '${algorithm}'`);
  }
  // A same-document reference leaves comments out, whatever canonicalization follows.
  return canonicalize(target, { ...c14n, withComments: false, omit });
}

function checkDigest(doc: Document, signature: Element, ref: Element): void {
  const algorithm = DIGESTS[algorithmOf(onlyChild(ref, DS_NS, 'DigestMethod'))];
  if (!algorithm) throw new Rejected('unsupported digest method');
  const expected = (onlyChild(ref, DS_NS, 'DigestValue').textContent ?? '').replace(/\s+/g, '');
  const octets = referencedOctets(doc, signature, ref);
  const actual = crypto.createHash(algorithm).update(octets, 'utf8').digest('base64');
  if (actual !== expected) {
    throw new Rejected(`Invalid digest for uri '${ref.getAttribute('URI') ?? ''}'`);
  }
}

/**
 * Checks the signature of a parsed UBL-TR document: GİB's profile, every Reference's digest over
 * its canonical form (c14n.ts), and the signature value against the certificate's key only, never
 * a KeyValue the document supplies.
 */
export function verifyParsedUblSignature(doc: Document): TSignatureCheck {
  try {
    if (!doc.documentElement) throw new Rejected('not an XML document');
    const signature = only(doc, DS_NS, 'Signature', 'ds:Signature');
    const parent = signature.parentNode as Element | null;
    if (parent?.localName !== 'ExtensionContent')
      throw new Rejected('ds:Signature is not inside ext:ExtensionContent');
    const signedInfo = onlyChild(signature, DS_NS, 'SignedInfo');
    const refs = childElements(signedInfo, DS_NS, 'Reference');
    checkProfile(signedInfo, refs);
    const der = signerCertificate(signature);
    for (const ref of refs) checkDigest(doc, signature, ref);
    const method = onlyChild(signedInfo, DS_NS, 'CanonicalizationMethod');
    const c14n = C14N[algorithmOf(method)];
    if (!c14n || hasElementChild(method)) throw new Rejected('unsupported canonicalization method');
    const value = Buffer.from(
      onlyChild(signature, DS_NS, 'SignatureValue').textContent ?? '',
      'base64',
    );
    const key = publicKeyOf(der);
    const ok = crypto.verify(
      'sha256',
      Buffer.from(canonicalize(signedInfo, c14n), 'utf8'),
      key,
      value,
    );
    return ok ? { valid: true } : { valid: false, reason: 'signature value does not match' };
  } catch (err) {
    return { valid: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** verifyParsedUblSignature on XML text (the integrator simulator's check, and the tests'). */
export async function verifyUblSignature(xml: string): Promise<TSignatureCheck> {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (err) {
    return { valid: false, reason: err instanceof Error ? err.message : String(err) };
  }
  return verifyParsedUblSignature(doc);
}
