import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type TDeviceIdentity, verifyDeviceCredential } from '../device/device.public';

const DEVICE_SCHEME = /^Device\s+(\S+)$/i;
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,128}$/;

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
): Promise<TDeviceIdentity> {
  const presented = presentedCredential(request);
  const identity = presented ? await verifyDeviceCredential(db, presented, secretKey) : null;
  if (!identity) {
    throw new AppError('DEVICE_UNAUTHORIZED', { reason: 'credential' });
  }
  return identity;
}

export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  }
  return key;
}
