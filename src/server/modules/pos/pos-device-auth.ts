import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type TDeviceIdentity, verifyDeviceCredential } from '../device/device.public';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * How long a verified credential is trusted without asking the database again: a revoked
 * credential, or a deactivated device, store or tenant, is refused at most this long after the
 * change (docs/pos-api.md). Only successes are kept, so a new credential works at once and
 * wrong guesses never fill the cache.
 */
export const DEVICE_AUTH_CACHE_MS = 1_000;
const DEVICE_AUTH_CACHE_ENTRIES = 10_000;

export function createDeviceAuthCache(clock?: () => number): TtlCache<TDeviceIdentity> {
  return new TtlCache(DEVICE_AUTH_CACHE_MS, DEVICE_AUTH_CACHE_ENTRIES, clock);
}

const DEVICE_SCHEME = /^Device\s+(\S+)$/i;

/** `Authorization: Device <credential>`, or `X-Device-Key: <credential>` for devices that cannot set Authorization. */
function presentedCredential(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  const match = auth ? DEVICE_SCHEME.exec(auth.trim()) : null;
  if (match?.[1]) return match[1];
  const key = request.headers['x-device-key'];
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

/** One answer for every failure, so a caller learns nothing about which part was wrong. */
export async function authenticateDevice(
  db: TDb,
  request: FastifyRequest,
  secretKey: Buffer,
  cache: TtlCache<TDeviceIdentity>,
): Promise<TDeviceIdentity> {
  const presented = presentedCredential(request);
  // Keyed by a digest of the whole credential: a cached identity needs the very same secret.
  const cacheKey = presented && crypto.createHash('sha256').update(presented).digest('base64');
  const cached = cacheKey ? cache.get(cacheKey) : undefined;
  if (cached) return cached;
  const identity = presented ? await verifyDeviceCredential(db, presented, secretKey) : null;
  if (!identity || !cacheKey) {
    throw new AppError('DEVICE_UNAUTHORIZED', { reason: 'credential' });
  }
  cache.set(cacheKey, identity);
  return identity;
}
