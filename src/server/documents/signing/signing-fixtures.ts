import crypto from 'node:crypto';
import forge from 'node-forge';
import { importSigningMaterial, type TSigningMaterial } from './signing-material';
import { generateTestCertificate, type TGeneratedCertificate } from './test-certificate';

/** A fresh test certificate and its imported material, for tests of signing and verification. */
export async function makeTestSigner(
  tenantName = 'Anadolu Market A.Ş.',
): Promise<TGeneratedCertificate & { material: TSigningMaterial }> {
  const generated = await generateTestCertificate({ tenantName, vkn: '1234567808' });
  return { ...generated, material: await importSigningMaterial(generated) };
}

/** Packs a key and certificate the way a CA or OpenSSL hands them out. */
export function makePkcs12(
  input: { certificateDer: Buffer; pkcs8Der?: Buffer },
  password: string,
): Buffer {
  const cert = forge.pki.certificateFromAsn1(
    forge.asn1.fromDer(input.certificateDer.toString('binary')),
  );
  const key = input.pkcs8Der
    ? forge.pki.privateKeyFromPem(
        crypto
          .createPrivateKey({ key: input.pkcs8Der, format: 'der', type: 'pkcs8' })
          .export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      )
    : null;
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, password, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
