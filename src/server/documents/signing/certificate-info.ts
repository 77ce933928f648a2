import crypto from 'node:crypto';
import { certificateFingerprint } from './signing-material';

export type TCertificateInfo = {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  fingerprintSha256: string;
};

// Node prints a name one attribute per line.
const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ');

/** The public facts of a certificate, as stored beside it and shown to the tenant. */
export function describeCertificate(der: Buffer): TCertificateInfo {
  const cert = new crypto.X509Certificate(der);
  return {
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    serialNumber: cert.serialNumber.toUpperCase(),
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    fingerprintSha256: certificateFingerprint(der),
  };
}
