import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,128}$/;

/** The `Idempotency-Key` header (1–128 printable ASCII characters) of a POS sale or a payment. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  }
  return key;
}
