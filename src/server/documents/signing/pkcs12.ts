import crypto from 'node:crypto';
import forge from 'node-forge';

export type TPkcs12Problem =
  | 'malformed'
  | 'wrong-password'
  | 'no-key'
  | 'no-certificate'
  | 'unsupported-key'
  | 'not-yet-valid'
  | 'expired';

const MESSAGES: Record<TPkcs12Problem, string> = {
  malformed:
    'Dosya bir PKCS#12 (.p12/.pfx) dosyası değil. / The file is not a PKCS#12 (.p12/.pfx) file.',
  'wrong-password': 'PKCS#12 parolası yanlış. / The PKCS#12 password is wrong.',
  'no-key': 'PKCS#12 dosyasında özel anahtar yok. / The PKCS#12 file holds no private key.',
  'no-certificate':
    'PKCS#12 dosyasında anahtarla eşleşen sertifika yok. / The PKCS#12 file holds no certificate for its key.',
  'unsupported-key': 'Yalnız RSA anahtarları desteklenir. / Only RSA keys are supported.',
  'not-yet-valid': 'Sertifika henüz geçerli değil. / The certificate is not valid yet.',
  expired: 'Sertifikanın süresi dolmuş. / The certificate has expired.',
};

export class Pkcs12Error extends Error {
  readonly problem: TPkcs12Problem;
  constructor(problem: TPkcs12Problem) {
    super(MESSAGES[problem]);
    this.name = 'Pkcs12Error';
    this.problem = problem;
  }
}

function openPfx(der: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(der.toString('binary'));
  } catch {
    throw new Pkcs12Error('malformed');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    // forge says "Invalid password?" when the MAC fails and "Invalid PEM"/padding errors on decryption.
    if (/password|pkcs#?12 mac|decrypt|padding/i.test(message))
      throw new Pkcs12Error('wrong-password');
    throw new Pkcs12Error('malformed');
  }
}

function bagsOf(pfx: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return pfx.getBags({ bagType })[bagType] ?? [];
}

function spkiOf(key: crypto.KeyObject | crypto.X509Certificate): Buffer {
  const pub = key instanceof crypto.X509Certificate ? key.publicKey : crypto.createPublicKey(key);
  return pub.export({ type: 'spki', format: 'der' });
}

/**
 * Reads an uploaded PKCS#12: the RSA private key and the certificate that belongs to it (a chain
 * may come along), refusing a certificate outside its validity period.
 */
export function readPkcs12(
  der: Buffer,
  password: string,
  now: Date = new Date(),
): { certificateDer: Buffer; pkcs8Der: Buffer } {
  const pfx = openPfx(der, password);
  const { oids } = forge.pki;
  const keyBags = [
    ...bagsOf(pfx, oids.pkcs8ShroudedKeyBag ?? ''),
    ...bagsOf(pfx, oids.keyBag ?? ''),
  ];
  const keyBag = keyBags[0];
  if (!keyBag) throw new Pkcs12Error('no-key');
  if (!keyBag.key) throw new Pkcs12Error('unsupported-key');
  const pkcs8Der = Buffer.from(
    forge.asn1
      .toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)))
      .getBytes(),
    'binary',
  );
  const keySpki = spkiOf(crypto.createPrivateKey({ key: pkcs8Der, format: 'der', type: 'pkcs8' }));
  const certificateDer = bagsOf(pfx, oids.certBag ?? '')
    .map((bag) => (bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1))
    .map((asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'))
    .find((certDer) => {
      try {
        return spkiOf(new crypto.X509Certificate(certDer)).equals(keySpki);
      } catch {
        return false;
      }
    });
  if (!certificateDer) throw new Pkcs12Error('no-certificate');
  const cert = new crypto.X509Certificate(certificateDer);
  if (new Date(cert.validFrom) > now) throw new Pkcs12Error('not-yet-valid');
  if (new Date(cert.validTo) < now) throw new Pkcs12Error('expired');
  return { certificateDer, pkcs8Der };
}
