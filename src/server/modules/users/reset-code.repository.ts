import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/queryable';
import { passwordResetCodes } from '../../db/schema/auth-tokens';
import { hashToken, newOpaqueToken } from '../../lib/tokens';

/** A password reset code lives half an hour, an invitation days: the invitee may not read mail. */
export type TResetCodeLife = { seconds: number } | { days: number };

/**
 * A new one-time code for the user: only the newest works and only its SHA-256 is stored. Run it
 * inside the caller's transaction.
 */
export async function issueResetCode(
  tx: TQueryable,
  userId: string,
  life: TResetCodeLife,
): Promise<string> {
  const code = newOpaqueToken();
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
  const lifetime =
    'days' in life
      ? sql`make_interval(days => ${life.days})`
      : sql`make_interval(secs => ${life.seconds})`;
  await tx.insert(passwordResetCodes).values({
    userId,
    codeHash: hashToken(code),
    expiresAt: sql`now() + ${lifetime}`,
  });
  return code;
}

/** Uses the code up when it is the user's, unused and unexpired; false otherwise. */
export async function consumeResetCode(
  tx: TQueryable,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await tx
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.codeHash, hashToken(code)),
        isNull(passwordResetCodes.usedAt),
        sql`${passwordResetCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return used.length === 1;
}

/** Reset requests and invitations both send the user to the set-password page with the code. */
export function setPasswordLink(baseUrl: string, userId: string, code: string): string {
  const link = new URL('/reset-password', baseUrl);
  link.searchParams.set('userId', userId);
  link.searchParams.set('code', code);
  return link.toString();
}
