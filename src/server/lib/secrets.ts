import crypto from 'node:crypto';

export type TSecretPurpose = 'otp' | 'integrator-pwd' | 'signing-key' | 'report-download';

/**
 * What a secret is for and which row holds it. Both go into the authenticated data, so a
 * ciphertext copied onto another row, or into another column, no longer decrypts.
 */
export type TSecretBinding = { purpose: TSecretPurpose; row: string };

export const otpBinding = (userId: string): TSecretBinding => ({ purpose: 'otp', row: userId });

/** Keyed by the config's natural key: a saved config keeps its password across updates. */
export const integratorPwdBinding = (c: {
  tenantId: string;
  storeId: string;
  docType: number;
}): TSecretBinding => ({
  purpose: 'integrator-pwd',
  row: `${c.tenantId}/${c.storeId}/${c.docType}`,
});

export const signingKeyBinding = (certificateId: string): TSecretBinding => ({
  purpose: 'signing-key',
  row: certificateId,
});

const VERSION = 'v2';
const LEGACY_VERSION = 'v1';

function purposeKey(secretKey: Buffer, purpose: TSecretPurpose): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', secretKey, Buffer.alloc(0), `posbelge secret ${purpose} v2`, 32),
  );
}

function aadOf(binding: TSecretBinding): Buffer {
  return Buffer.from(`posbelge:${binding.purpose}:${binding.row}`, 'utf8');
}

/**
 * AES-256-GCM under a key derived for the purpose, with the binding as authenticated data; the
 * token is `v2.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encryptSecret(plain: string, secretKey: Buffer, binding: TSecretBinding): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', purposeKey(secretKey, binding.purpose), iv);
  cipher.setAAD(aadOf(binding));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join(
    '.',
  );
}

function open(token: string, version: string, key: Buffer, aad: Buffer | null): string {
  const [v, iv, tag, data] = token.split('.');
  if (v !== version || !iv || !tag || data === undefined) {
    throw new Error('Malformed encrypted secret');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Throws unless the token was made for exactly this purpose and row. */
export function decryptSecret(token: string, secretKey: Buffer, binding: TSecretBinding): string {
  return open(token, VERSION, purposeKey(secretKey, binding.purpose), aadOf(binding));
}

/** A token from before secrets were bound (raw key, no authenticated data). */
export function isLegacySecret(token: string): boolean {
  return token.startsWith(`${LEGACY_VERSION}.`);
}

/**
 * Rewrites a legacy token as a bound one. Only the start-up upgrade calls this: reads accept
 * bound tokens only, so an old token copied onto another row is never honoured.
 */
export function rebindLegacySecret(
  token: string,
  secretKey: Buffer,
  binding: TSecretBinding,
): string {
  return encryptSecret(open(token, LEGACY_VERSION, secretKey, null), secretKey, binding);
}
