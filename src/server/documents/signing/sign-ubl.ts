import crypto from 'node:crypto';
import * as xadesjs from 'xadesjs';
import { RSA_SHA256, type TSigningMaterial } from './signing-material';
import { ensureXmlCrypto, parseWithoutDocumentLevelNodes, serializeXml } from './xml-dom';

const SIGNER_ROLE = 'Tedarikçi';

export class UblSigningError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UblSigningError';
  }
}

const UBL_ROOTS = new Set(['Invoice', 'DespatchAdvice']);
// The builders leave exactly this slot for the signature (UBL-TR: the first UBLExtension).
const EMPTY_EXTENSION_CONTENT =
  /<((?:[A-Za-z_][\w.-]*:)?ExtensionContent)(\s[^>]*)?(?:\/>|>\s*<\/\1>)/;

function checkShape(doc: Document): void {
  const root = doc.documentElement;
  if (!root || !UBL_ROOTS.has(root.localName)) {
    throw new UblSigningError(`Not a UBL-TR document to sign: root <${root?.localName ?? '?'}>`);
  }
  const slots = Array.from(root.getElementsByTagNameNS('*', 'ExtensionContent'));
  if (slots.length !== 1 || slots[0]?.childNodes.length !== 0) {
    throw new UblSigningError('The document needs exactly one empty ext:ExtensionContent');
  }
}

// xadesjs names the signature in its constructor, before any option is read: rename it all here.
function nameSignature(signer: xadesjs.SignedXml, unique: string): void {
  const id = `Signature_${unique}`;
  signer.XmlSignature.Id = id;
  const properties = signer.Properties;
  if (!properties) throw new UblSigningError('xadesjs created no QualifyingProperties');
  properties.Target = `#${id}`;
  properties.SignedProperties.Id = `SignedProperties_${unique}`;
}

/**
 * XAdES-BES enveloped signature as GİB expects it (domain.md, Signature): rsa-sha256 over
 * inclusive C14N, one URI="" Reference with only the enveloped-signature transform, one Reference
 * to the SignedProperties, the certificate and key in KeyInfo, SignerRole "Tedarikçi".
 */
export async function signUbl(xml: string, material: TSigningMaterial): Promise<string> {
  ensureXmlCrypto();
  const { xml: source, doc } = parseWithoutDocumentLevelNodes(xml);
  checkShape(doc);
  const certificate = material.certificateDer.toString('base64');
  const signer = new xadesjs.SignedXml();
  nameSignature(signer, crypto.randomUUID());
  const signature = await signer.Sign(RSA_SHA256, material.privateKey, doc, {
    keyValue: material.publicKey,
    x509: [certificate],
    references: [{ uri: '', hash: 'SHA-256', transforms: ['enveloped'] }],
    signingCertificate: { certificate, digestAlgorithm: 'SHA-256' },
    signerRole: { claimed: [SIGNER_ROLE] },
  });
  const element = signature.GetXml();
  if (!element) throw new UblSigningError('xadesjs produced no signature element');
  const signatureXml = serializeXml(element);
  return source.replace(
    EMPTY_EXTENSION_CONTENT,
    (_match, name: string, attrs: string | undefined) =>
      `<${name}${attrs ?? ''}>${signatureXml}</${name}>`,
  );
}
