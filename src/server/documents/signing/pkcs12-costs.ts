import forge from 'node-forge';
import { MAX_PKCS12_BYTES } from '../../../shared/signing/signing-certificate';
import { Pkcs12Error } from './pkcs12-error';

/**
 * OpenSSL and Windows export with 2,048 iterations and modern profiles with a few hundred
 * thousand; a count beyond this only makes the server spin.
 */
export const MAX_PKCS12_ITERATIONS = 1_000_000;

// PBKDF2 and the password-based encryption schemes whose parameters start (salt, iterations).
const PBE_OIDS = new Set([
  '1.2.840.113549.1.5.12', // PBKDF2 (inside PBES2)
  '1.2.840.113549.1.5.1',
  '1.2.840.113549.1.5.3',
  '1.2.840.113549.1.5.4',
  '1.2.840.113549.1.5.6',
  '1.2.840.113549.1.5.10',
  '1.2.840.113549.1.5.11', // PBES1
  '1.2.840.113549.1.12.1.1',
  '1.2.840.113549.1.12.1.2',
  '1.2.840.113549.1.12.1.3',
  '1.2.840.113549.1.12.1.4',
  '1.2.840.113549.1.12.1.5',
  '1.2.840.113549.1.12.1.6', // PKCS#12 PBE
]);

const { Type, Class } = forge.asn1;

/** Unsigned big-endian INTEGER; anything past 48 bits counts as endless. */
function integerOf(node: forge.asn1.Asn1): number {
  const bytes = typeof node.value === 'string' ? node.value : '';
  if (bytes.length === 0 || bytes.length > 6 || bytes.charCodeAt(0) & 0x80) return Infinity;
  let n = 0;
  for (let i = 0; i < bytes.length; i++) n = n * 256 + bytes.charCodeAt(i);
  return n;
}

function children(node: forge.asn1.Asn1): forge.asn1.Asn1[] {
  return Array.isArray(node.value) ? node.value : [];
}

function isUniversal(node: forge.asn1.Asn1 | undefined, type: number): node is forge.asn1.Asn1 {
  return node?.tagClass === Class.UNIVERSAL && node.type === type;
}

/** The DER inside an OCTET STRING (constructed ones are chunked), when it is DER at all. */
function nestedDer(node: forge.asn1.Asn1): forge.asn1.Asn1 | null {
  const bytes = Array.isArray(node.value)
    ? node.value.map((c) => (typeof c.value === 'string' ? c.value : '')).join('')
    : node.value;
  if (bytes.length < 2 || (bytes.charCodeAt(0) & 0x20) === 0) return null;
  try {
    return forge.asn1.fromDer(bytes, true);
  } catch {
    return null;
  }
}

function collect(node: forge.asn1.Asn1, counts: number[]): void {
  const [first, second] = children(node);
  if (isUniversal(node, Type.SEQUENCE) && isUniversal(first, Type.OID)) {
    const oid = forge.asn1.derToOid(typeof first.value === 'string' ? first.value : '');
    const iterations = second && children(second)[1];
    if (PBE_OIDS.has(oid) && iterations && isUniversal(iterations, Type.INTEGER)) {
      counts.push(integerOf(iterations));
    }
  }
  if (isUniversal(node, Type.OCTETSTRING)) {
    const inner = nestedDer(node);
    if (inner) collect(inner, counts);
    return;
  }
  for (const child of children(node)) collect(child, counts);
}

/**
 * Every iteration count the file shows before any password is tried: the MAC's and each
 * PBKDF2 / PBE parameter outside encrypted content. Counts hidden inside encrypted content only
 * appear after decryption; the parse's time and memory limits cover those.
 */
export function pkcs12IterationCounts(der: Buffer): { mac: number | null; pbe: number[] } {
  let pfx: forge.asn1.Asn1;
  try {
    pfx = forge.asn1.fromDer(der.toString('binary'), true);
  } catch {
    throw new Pkcs12Error('malformed');
  }
  const [, authSafe, macData] = children(pfx);
  if (!isUniversal(pfx, Type.SEQUENCE) || !authSafe) throw new Pkcs12Error('malformed');
  const macIterations = macData ? children(macData)[2] : undefined;
  const mac = macData ? (macIterations ? integerOf(macIterations) : 1) : null;
  const pbe: number[] = [];
  collect(authSafe, pbe);
  return { mac, pbe };
}

/** Refuses a file too large, or one whose key derivations would keep a CPU busy for minutes. */
export function assertPkcs12Affordable(der: Buffer): void {
  if (der.length > MAX_PKCS12_BYTES) {
    throw new Pkcs12Error('too-large', { bytes: der.length, maxBytes: MAX_PKCS12_BYTES });
  }
  const { mac, pbe } = pkcs12IterationCounts(der);
  const highest = Math.max(mac ?? 0, ...pbe);
  if (highest > MAX_PKCS12_ITERATIONS) {
    throw new Pkcs12Error('too-costly', {
      iterations: Number.isFinite(highest) ? highest : null,
      maxIterations: MAX_PKCS12_ITERATIONS,
    });
  }
}
