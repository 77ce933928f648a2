import crypto from 'node:crypto';
import type { TIssuedCredential } from '../../../shared/device/device';
import type { TDb } from '../../db/database';
import type { TQueryable } from '../../db/queryable';
import {
  findCredentialByKeyId,
  insertCredential,
  revokeCurrentCredential,
  type TDeviceRef,
} from './device-credential.repository';

const KEY_ID_PREFIX = 'pbd_';
const KEY_ID_PATTERN = /^pbd_[A-Za-z0-9_-]{16}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The secret half is 256 random bits, so a slow password hash (argon2id) would add no strength,
 * only tens of milliseconds and megabytes per POS request. HMAC-SHA-256 under a key derived from
 * SECRET_KEY instead: fast, and a stolen database alone cannot be used to test guesses offline.
 */
function deviceCredentialKey(secretKey: Buffer): Buffer {
  let key = credentialKeys.get(secretKey);
  if (!key) {
    const info = 'posbelge device-credential v1';
    key = Buffer.from(crypto.hkdfSync('sha256', secretKey, Buffer.alloc(0), info, 32));
    credentialKeys.set(secretKey, key);
  }
  return key;
}

// Derived once per secret key: every POS device's credential is checked again each second.
const credentialKeys = new WeakMap<Buffer, Buffer>();

function hashSecret(key: Buffer, keyId: string, secret: string): Buffer {
  return crypto.createHmac('sha256', key).update(`${keyId}.${secret}`).digest();
}

/**
 * Revokes the device's current credential (if any) and issues a new one. Call it inside the
 * transaction that records the audit entry; the returned secret is never stored.
 */
export async function issueDeviceCredential(
  tx: TQueryable,
  secretKey: Buffer,
  ref: TDeviceRef,
): Promise<TIssuedCredential> {
  const keyId = `${KEY_ID_PREFIX}${crypto.randomBytes(12).toString('base64url')}`;
  const secret = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await revokeCurrentCredential(tx, ref, now);
  await insertCredential(tx, ref, {
    keyId,
    secretHash: hashSecret(deviceCredentialKey(secretKey), keyId, secret).toString('hex'),
    createdAt: now,
  });
  return { keyId, credential: `${keyId}.${secret}`, createdAt: now.toISOString() };
}

function parseCredential(presented: string): { keyId: string; secret: string } | null {
  const dot = presented.indexOf('.');
  if (dot < 0) return null;
  const keyId = presented.slice(0, dot);
  const secret = presented.slice(dot + 1);
  return KEY_ID_PATTERN.test(keyId) && SECRET_PATTERN.test(secret) ? { keyId, secret } : null;
}

export type TDeviceIdentity = { tenantId: string; storeId: string; deviceId: string };

/**
 * The POS API's check of a presented `<keyId>.<secret>`: null unless the credential is current
 * (not revoked) and its device, store and tenant are active. The hash is compared in constant time.
 */
export async function verifyDeviceCredential(
  db: Pick<TDb, 'select'>,
  presented: string,
  secretKey: Buffer,
): Promise<TDeviceIdentity | null> {
  const parsed = parseCredential(presented.trim());
  if (!parsed) return null;
  const row = await findCredentialByKeyId(db, parsed.keyId);
  const expected = hashSecret(deviceCredentialKey(secretKey), parsed.keyId, parsed.secret);
  const stored = Buffer.from(row?.secretHash ?? '', 'hex');
  const matches = stored.length === expected.length && crypto.timingSafeEqual(stored, expected);
  if (!row || !matches) return null;
  if (row.revokedAt || !row.deviceActive || !row.storeActive || !row.tenantActive) return null;
  return { tenantId: row.tenantId, storeId: row.storeId, deviceId: row.deviceId };
}
