import 'reflect-metadata';
import crypto, { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { RSA_SHA256 } from './signing-material';

export type TGeneratedCertificate = { certificateDer: Buffer; pkcs8Der: Buffer };

const VALID_YEARS = 5;

/**
 * A self-signed RSA-2048 stand-in for the tenant's financial seal (domain.md): the subject names
 * the tenant and, when known, its VKN as serialNumber, the way a mali mühür does.
 */
export async function generateTestCertificate(input: {
  tenantName: string;
  vkn?: string | null;
  now?: Date;
}): Promise<TGeneratedCertificate> {
  const keys = (await webcrypto.subtle.generateKey(
    { ...RSA_SHA256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const notBefore = input.now ?? new Date();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  const name: Record<string, string[]>[] = [
    { C: ['TR'] },
    { O: [input.tenantName] },
    ...(input.vkn ? [{ '2.5.4.5': [input.vkn] }] : []),
    { CN: [input.tenantName] },
  ];
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      // A positive 16-byte serial: the leading nibble below 8 keeps DER from reading it as negative.
      serialNumber: `01${crypto.randomBytes(15).toString('hex')}`,
      name,
      notBefore,
      notAfter,
      keys,
      signingAlgorithm: RSA_SHA256,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
          true,
        ),
      ],
    },
    webcrypto as unknown as Crypto,
  );
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return { certificateDer: Buffer.from(cert.rawData), pkcs8Der: Buffer.from(pkcs8) };
}
