import crypto, { webcrypto } from 'node:crypto';

/** What a signer needs: the certificate travels in KeyInfo, the private key signs. */
export type TSigningMaterial = {
  certificateDer: Buffer;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** sha256 of the certificate DER, lower-case hex. */
  fingerprint: string;
};

export const RSA_SHA256: RsaHashedImportParams = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

export function certificateFingerprint(der: Buffer): string {
  return crypto.createHash('sha256').update(der).digest('hex');
}

/** Imports a PKCS#8 RSA key and its certificate as WebCrypto keys for xadesjs. */
export async function importSigningMaterial(input: {
  certificateDer: Buffer;
  pkcs8Der: Buffer;
}): Promise<TSigningMaterial> {
  const subtle = webcrypto.subtle;
  const privateKey = (await subtle.importKey('pkcs8', input.pkcs8Der, RSA_SHA256, true, [
    'sign',
  ])) as CryptoKey;
  const spki = new crypto.X509Certificate(input.certificateDer).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  const publicKey = (await subtle.importKey('spki', spki, RSA_SHA256, true, [
    'verify',
  ])) as CryptoKey;
  return {
    certificateDer: input.certificateDer,
    privateKey,
    publicKey,
    fingerprint: certificateFingerprint(input.certificateDer),
  };
}
