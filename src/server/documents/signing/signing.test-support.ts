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
  opts: { iterations?: number } = {},
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
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, password, {
    algorithm: 'aes256',
    ...(opts.iterations ? { count: opts.iterations } : {}),
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

const { Class, Type } = forge.asn1;
const integer = (n: number) =>
  forge.asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.asn1.integerToDer(n).getBytes());

function patchIntegers(node: forge.asn1.Asn1, from: number, to: number): void {
  if (!Array.isArray(node.value)) {
    if (node.tagClass !== Class.UNIVERSAL) return;
    if (node.type === Type.INTEGER && forge.asn1.derToInteger(node.value) === from) {
      node.value = integer(to).value;
    } else if (node.type === Type.OCTETSTRING) {
      try {
        const inner = forge.asn1.fromDer(node.value, true);
        patchIntegers(inner, from, to);
        node.value = forge.asn1.toDer(inner).getBytes();
      } catch {
        // An OCTET STRING that holds no DER (a salt, a digest) has nothing to patch.
      }
    }
    return;
  }
  for (const child of node.value) patchIntegers(child, from, to);
}

/**
 * Rewrites the iteration counts of a PKCS#12 made with `from` iterations, without running them:
 * the MAC's, or those of the key derivations. The result no longer opens; it only has to be
 * refused before anyone tries.
 */
export function withIterations(
  p12: Buffer,
  where: 'mac' | 'pbe',
  from: number,
  to: number,
): Buffer {
  const pfx = forge.asn1.fromDer(p12.toString('binary'));
  const [, authSafe, macData] = Array.isArray(pfx.value) ? pfx.value : [];
  if (!authSafe || !macData || !Array.isArray(macData.value))
    throw new Error('not a PFX with a MAC');
  if (where === 'mac') macData.value[2] = integer(to);
  else patchIntegers(authSafe, from, to);
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
}
