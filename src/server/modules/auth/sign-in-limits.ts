import { inArray, sql } from 'drizzle-orm';
import { signInFailures } from '../../db/schema/auth-tokens';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { TQueryable } from '../user/user.repository';

/** Ten failed sign-ins per account and per IP address within a minute; the next one gets 429. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;

export const RATE_LIMITED_MESSAGE =
  'Çok fazla başarısız giriş denemesi. Lütfen bir dakika sonra tekrar deneyin. / ' +
  'Too many failed sign-in attempts. Please try again in a minute.';

export function signInKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `account:${hashToken(email)}`];
}

/** Throws RATE_LIMITED (details.retryAfterSeconds) while any of the keys is over the limit. */
export async function assertNotLimited(db: TQueryable, keys: string[]): Promise<void> {
  const [row] = await db
    .select({
      retryAfter: sql<number>`ceil(extract(epoch from max(${signInFailures.windowEndsAt}) - now()))::int`,
    })
    .from(signInFailures)
    .where(
      sql`${inArray(signInFailures.key, keys)} and ${signInFailures.failures} >= ${SIGN_IN_FAILURE_LIMIT} and ${signInFailures.windowEndsAt} > now()`,
    );
  if (row?.retryAfter) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, {
      retryAfterSeconds: Math.max(1, row.retryAfter),
    });
  }
}

/**
 * Fixed window from the first failure; reaching the limit restarts the window, so the lock lasts a
 * full minute after the last counted failure.
 */
export async function recordFailure(db: TQueryable, keys: string[]): Promise<void> {
  const window = sql`make_interval(secs => ${SIGN_IN_WINDOW_SECONDS})`;
  const expired = sql`${signInFailures.windowEndsAt} <= now()`;
  await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowEndsAt: sql`now() + ${window}` })))
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowEndsAt: sql`case when ${expired} or ${signInFailures.failures} + 1 >= ${SIGN_IN_FAILURE_LIMIT}
          then now() + ${window} else ${signInFailures.windowEndsAt} end`,
      },
    });
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.windowEndsAt} < now() - interval '1 hour'`);
}

/** A successful sign-in clears the account's count; the address keeps its own. */
export async function clearAccountFailures(db: TQueryable, email: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [`account:${hashToken(email)}`]));
}
