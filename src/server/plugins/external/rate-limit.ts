import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Per-route request limits for the public and authentication routes (per client address, per
 * minute, in memory per process). They cap volume; the per-account counts of wrong passwords and
 * codes live in the database (sign-in-limits.ts). Must be registered before the routes.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', {
        reason: 'requests',
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}

/** Route `config` for at most `max` requests a minute from one address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * Requests a minute per address: sign-in and code checks are tight, session upkeep looser, the
 * public reads (health, the sign-in page's texts) loose enough for a busy office behind one address.
 */
export const RATE_LIMITS = {
  publicRead: 300,
  signIn: 30,
  session: 60,
  passwordMail: 10,
  passwordReset: 10,
  otp: 10,
  // Above the hourly limits per address of sign-ups and card payments (modules/registration),
  // which answer first with their own reason.
  registration: 20,
  payment: 20,
} as const;
