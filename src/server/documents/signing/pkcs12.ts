import crypto from 'node:crypto';
import { assertPkcs12Affordable } from './pkcs12-costs';
import { Pkcs12Error } from './pkcs12-error';
import { openPkcs12InWorker, PKCS12_PARSE_TIMEOUT_MS } from './pkcs12-worker';

function spkiOf(key: crypto.KeyObject | crypto.X509Certificate): Buffer {
  const pub = key instanceof crypto.X509Certificate ? key.publicKey : crypto.createPublicKey(key);
  return pub.export({ type: 'spki', format: 'der' });
}

/**
 * Reads an uploaded PKCS#12: the RSA private key and the certificate that belongs to it (a chain
 * may come along), refusing a certificate outside its validity period. Size and iteration counts
 * are checked first; the parse itself runs off the event loop with a time and memory limit.
 */
export async function readPkcs12(
  der: Buffer,
  password: string,
  opts: { now?: Date; timeoutMs?: number } = {},
): Promise<{ certificateDer: Buffer; pkcs8Der: Buffer }> {
  const now = opts.now ?? new Date();
  assertPkcs12Affordable(der);
  const contents = await openPkcs12InWorker(
    der,
    password,
    opts.timeoutMs ?? PKCS12_PARSE_TIMEOUT_MS,
  );
  let keySpki: Buffer;
  try {
    keySpki = spkiOf(
      crypto.createPrivateKey({ key: contents.pkcs8Der, format: 'der', type: 'pkcs8' }),
    );
  } catch {
    throw new Pkcs12Error('unsupported-key');
  }
  const certificateDer = contents.certificateDers.find((certDer) => {
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
  return { certificateDer, pkcs8Der: contents.pkcs8Der };
}
