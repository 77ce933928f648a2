import { inArray, sql } from 'drizzle-orm';
import { signInFailures } from '../../db/schema/auth-tokens';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { TQueryable } from '../../db/queryable';
import type { TErrorReason } from '../../../shared/errors';

/** Ten failed sign-ins per account and per IP address within a minute; the next one gets 429. */
export const SIGN_IN_FAILURE_LIMIT = 10;
const SIGN_IN_WINDOW_SECONDS = 60;

/** How many attempts a key may make within its window. */
export type TAttemptPolicy = { limit: number; windowSeconds: number };
const SIGN_IN_POLICY: TAttemptPolicy = {
  limit: SIGN_IN_FAILURE_LIMIT,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
};

export function signInKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, accountKey(email)];
}

const accountKey = (email: string) => `account:${hashToken(email)}`;

/** One-time-code checks outside sign-in (enabling, disabling) count per user. */
export const otpKeys = (userId: string): string[] => [`otp:${userId}`];

/**
 * Reserves one attempt on every key in one statement, before the password or code is checked, so
 * parallel requests cannot all read "under the limit" and then all guess (the count is the lock).
 * A wrong guess keeps its reservation; anything else gives it back with `releaseAttempts` (callers
 * that limit every attempt, like sign-ups and card payments, keep them all). Fixed window from the
 * first attempt; reaching the limit restarts it, so the lock lasts a full window (a minute for
 * sign-in).
 * Throws RATE_LIMITED (details.retryAfterSeconds) when any key is over the limit.
 */
export async function reserveAttempts(
  db: TQueryable,
  keys: string[],
  reason: TErrorReason<'RATE_LIMITED'> = 'signIn',
  policy: TAttemptPolicy = SIGN_IN_POLICY,
): Promise<void> {
  const { limit } = policy;
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const expired = sql`${signInFailures.windowEndsAt} <= now()`;
  const rows = await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowEndsAt: sql`now() + ${window}` })))
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1
          else least(${signInFailures.failures} + 1, ${limit + 1}) end`,
        windowEndsAt: sql`case when ${expired} or ${signInFailures.failures} + 1 = ${limit}
          then now() + ${window} else ${signInFailures.windowEndsAt} end`,
      },
    })
    .returning({
      key: signInFailures.key,
      failures: signInFailures.failures,
      retryAfter: sql<number>`ceil(extract(epoch from ${signInFailures.windowEndsAt} - now()))::int`,
    });
  const over = rows.filter((r) => r.failures > limit);
  if (over.length === 0) return;
  // A refused request guessed nothing: the keys that were not over the limit get theirs back.
  const notOver = rows.filter((r) => r.failures <= limit).map((r) => r.key);
  if (notOver.length > 0) await releaseAttempts(db, notOver);
  throw new AppError('RATE_LIMITED', {
    reason,
    retryAfterSeconds: Math.max(1, ...over.map((r) => r.retryAfter)),
  });
}

/** Gives back a reservation that did not end in a wrong guess. */
export async function releaseAttempts(db: TQueryable, keys: string[]): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(inArray(signInFailures.key, keys));
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.windowEndsAt} < now() - interval '1 hour'`);
}

/** A successful sign-in clears the account's count; the address keeps its own. */
export async function clearAccountFailures(db: TQueryable, email: string): Promise<void> {
  await clearAttempts(db, [accountKey(email)]);
}

export async function clearAttempts(db: TQueryable, keys: string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
}
