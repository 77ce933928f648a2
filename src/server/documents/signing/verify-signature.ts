import crypto, { webcrypto } from 'node:crypto';
import * as xadesjs from 'xadesjs';
import { RSA_SHA256 } from './signing-material';
import { ensureXmlCrypto, parseXml } from './xml-dom';

export type TSignatureCheck = { valid: boolean; reason?: string };

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const RSA_SHA256_URI = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const ENVELOPED_URI = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';

class Rejected extends Error {}

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

/** GİB's profile (domain.md): rsa-sha256, one URI="" reference with only enveloped-signature. */
function checkProfile(signature: Element): void {
  const method = only(signature, DS, 'SignatureMethod', 'SignatureMethod');
  if (method.getAttribute('Algorithm') !== RSA_SHA256_URI)
    throw new Rejected('signature method is not rsa-sha256');
  const signedInfo = only(signature, DS, 'SignedInfo', 'SignedInfo');
  const refs = childElements(signedInfo, DS, 'Reference');
  const whole = refs.filter((r) => r.getAttribute('URI') === '');
  if (whole.length !== 1 || !whole[0])
    throw new Rejected('expected exactly one Reference with URI=""');
  const transforms = Array.from(whole[0].getElementsByTagNameNS(DS, 'Transform'));
  if (transforms.length !== 1 || transforms[0]?.getAttribute('Algorithm') !== ENVELOPED_URI) {
    throw new Rejected('the URI="" Reference must hold only the enveloped-signature transform');
  }
  if (!refs.some((r) => r.getAttribute('Type') === SIGNED_PROPERTIES_TYPE)) {
    throw new Rejected('no Reference to the SignedProperties');
  }
}

/** The XAdES SigningCertificate must name the certificate in KeyInfo (sha256 digest). */
function signerCertificate(signature: Element): Buffer {
  const keyInfo = only(signature, DS, 'KeyInfo', 'KeyInfo');
  const der = Buffer.from(
    only(keyInfo, DS, 'X509Certificate', 'X509Certificate').textContent ?? '',
    'base64',
  );
  const certDigest = only(signature, XADES, 'CertDigest', 'xades:CertDigest');
  const algorithm = only(certDigest, DS, 'DigestMethod', 'CertDigest DigestMethod').getAttribute(
    'Algorithm',
  );
  if (algorithm !== 'http://www.w3.org/2001/04/xmlenc#sha256')
    throw new Rejected('certificate digest is not sha256');
  const expected = (
    only(certDigest, DS, 'DigestValue', 'CertDigest DigestValue').textContent ?? ''
  ).trim();
  if (crypto.createHash('sha256').update(der).digest('base64') !== expected) {
    throw new Rejected('SigningCertificate does not match the certificate in KeyInfo');
  }
  return der;
}

/**
 * xmldsigjs's enveloped-signature transform removes only ds:Signature children of the root, so a
 * signature inside ext:ExtensionContent stays in the digest (domain.md's false negative). The
 * transform's real meaning, "without this signature", is applied here on a copy.
 */
function withoutSignature(root: Element, signature: Element): Element {
  const path: number[] = [];
  for (let node: Node = signature; node !== root; node = node.parentNode as Node) {
    const parent = node.parentNode;
    if (!parent) throw new Rejected('ds:Signature is outside the document element');
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, node));
  }
  const copy = root.cloneNode(true) as Element;
  let target: Node = copy;
  for (const index of path) target = target.childNodes[index] as Node;
  target.parentNode?.removeChild(target);
  return copy;
}

/**
 * Checks a signed UBL-TR document in pure JS (the integrator simulator's check). The signature
 * value is checked against the certificate's key only, never a KeyValue the document supplies.
 */
export async function verifyUblSignature(xml: string): Promise<TSignatureCheck> {
  ensureXmlCrypto();
  try {
    const doc = parseXml(xml);
    if (!doc.documentElement) throw new Rejected('not an XML document');
    const signature = only(doc, DS, 'Signature', 'ds:Signature');
    const parent = signature.parentNode as Element | null;
    if (parent?.localName !== 'ExtensionContent')
      throw new Rejected('ds:Signature is not inside ext:ExtensionContent');
    checkProfile(signature);
    const der = signerCertificate(signature);
    const spki = new crypto.X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' });
    const key = (await webcrypto.subtle.importKey('spki', spki, RSA_SHA256, true, [
      'verify',
    ])) as CryptoKey;
    const signed = new xadesjs.SignedXml(doc);
    signed.LoadXml(signature);
    const ok = await signed.Verify({
      key,
      content: withoutSignature(doc.documentElement, signature),
    });
    return ok ? { valid: true } : { valid: false, reason: 'signature value does not match' };
  } catch (err) {
    return { valid: false, reason: reasonOf(err) };
  }
}

// xml-core's XmlError does not extend Error.
function reasonOf(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string') {
    return err.message;
  }
  return String(err);
}
