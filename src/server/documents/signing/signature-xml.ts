import crypto from 'node:crypto';
import { X509Certificate } from 'xmldsigjs';
import { escapeXml } from '../ubl/xml-writer';
import type { TSigningMaterial } from './signing-material';

export const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
export const C14N_URI = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA256_URI = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SHA256_URI = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const ENVELOPED_URI = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';

const SIGNER_ROLE = 'Tedarikçi';

/** What the signature says about the certificate; the same for every signature of a certificate. */
export type TCertificateParts = {
  certificate: string;
  certificateDigest: string;
  issuer: string;
  serialNumber: string;
  modulus: string;
  exponent: string;
  privateKey: crypto.KeyObject;
};

const PARTS_KEPT = 64;
const parts = new Map<string, TCertificateParts>();

const base64url = (s: string | undefined) => Buffer.from(s ?? '', 'base64url').toString('base64');

/**
 * The certificate's parts as the signature carries them, worked out once per certificate: its
 * DER, digest, issuer and serial as XAdES names them, and the RSA key value.
 */
export function certificateParts(material: TSigningMaterial): TCertificateParts {
  const known = parts.get(material.fingerprint);
  if (known) return known;
  const der = material.certificateDer;
  const x509 = new X509Certificate(new Uint8Array(der));
  const publicKey = crypto.KeyObject.from(material.publicKey).export({ format: 'jwk' });
  const made: TCertificateParts = {
    certificate: der.toString('base64'),
    certificateDigest: crypto.createHash('sha256').update(der).digest('base64'),
    issuer: x509.Issuer,
    serialNumber: x509.SerialNumber,
    modulus: base64url(publicKey.n),
    exponent: base64url(publicKey.e),
    privateKey: crypto.KeyObject.from(material.privateKey),
  };
  if (parts.size >= PARTS_KEPT) parts.clear();
  parts.set(material.fingerprint, made);
  return made;
}

const digestMethod = `<ds:DigestMethod Algorithm="${SHA256_URI}"/>`;

/** The XAdES SignedProperties (GİB: signing time, the certificate, the role "Tedarikçi"). */
export function signedPropertiesXml(
  id: string,
  cert: TCertificateParts,
  signingTime: Date,
): string {
  return (
    `<xades:SignedProperties Id="SignedProperties_${id}"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime.toISOString()}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>${digestMethod}` +
    `<ds:DigestValue>${cert.certificateDigest}</ds:DigestValue></xades:CertDigest>` +
    `<xades:IssuerSerial><ds:X509IssuerName>${escapeXml(cert.issuer)}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${cert.serialNumber}</ds:X509SerialNumber></xades:IssuerSerial>` +
    `</xades:Cert></xades:SigningCertificate>` +
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${SIGNER_ROLE}</xades:ClaimedRole>` +
    `</xades:ClaimedRoles></xades:SignerRole></xades:SignedSignatureProperties></xades:SignedProperties>`
  );
}

/** SignedInfo: the whole document (enveloped) and the SignedProperties, both by SHA-256. */
export function signedInfoXml(id: string, documentDigest: string, propertiesDigest: string) {
  return (
    `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${C14N_URI}"/>` +
    `<ds:SignatureMethod Algorithm="${RSA_SHA256_URI}"/>` +
    `<ds:Reference URI=""><ds:Transforms><ds:Transform Algorithm="${ENVELOPED_URI}"/></ds:Transforms>` +
    `${digestMethod}<ds:DigestValue>${documentDigest}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference URI="#SignedProperties_${id}" Type="${SIGNED_PROPERTIES_TYPE}">` +
    `${digestMethod}<ds:DigestValue>${propertiesDigest}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo>`
  );
}

export const signatureOpen = (id: string) =>
  `<ds:Signature Id="Signature_${id}" xmlns:ds="${DS_NS}">`;

export const qualifyingPropertiesOpen = (id: string) =>
  `<xades:QualifyingProperties Target="#Signature_${id}" xmlns:xades="${XADES_NS}">`;

/** The whole ds:Signature element, from its parts in the order XML-DSig and XAdES want them. */
export function signatureXml(p: {
  id: string;
  signedInfo: string;
  signatureValue: string;
  signedProperties: string;
  cert: TCertificateParts;
}): string {
  const { id, cert } = p;
  return (
    `${signatureOpen(id)}${p.signedInfo}<ds:SignatureValue>${p.signatureValue}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${cert.modulus}</ds:Modulus>` +
    `<ds:Exponent>${cert.exponent}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>` +
    `<ds:X509Data><ds:X509Certificate>${cert.certificate}</ds:X509Certificate></ds:X509Data>` +
    `</ds:KeyInfo><ds:Object>${qualifyingPropertiesOpen(id)}${p.signedProperties}` +
    `</xades:QualifyingProperties></ds:Object></ds:Signature>`
  );
}
