import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../db/queryable';
import { refreshTokens } from '../db/schema/auth-tokens';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_TTL_SECONDS } from '../lib/tokens';
import { endUserAccess, noteRevocation } from './access-revocation';

/**
 * A rotated token presented again within this many seconds is taken as a request that raced the
 * rotation (browsers send several requests with one cookie), not as theft. Only the cookie path
 * uses it; the explicit refresh endpoint never does.
 */
export const ROTATION_GRACE_SECONDS = 30;

export type TIssuedRefresh = { token: string; familyId: string };

const TTL = sql`make_interval(secs => ${REFRESH_TOKEN_TTL_SECONDS})`;

/**
 * Usable: not used, not revoked, not expired, and its family younger than 15 days. Spec §9's
 * session is an absolute cap from sign-in; rotation does not slide it.
 */
const usable = () =>
  and(
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    sql`${refreshTokens.expiresAt} > now()`,
    sql`${refreshTokens.familyStartedAt} > now() - ${TTL}`,
  );

export async function issueRefreshToken(
  db: TQueryable,
  input: { userId: string; tenantId: string | null; familyId?: string },
): Promise<TIssuedRefresh> {
  const token = newOpaqueToken();
  const familyId = input.familyId ?? crypto.randomUUID();
  // A continuing family keeps its start, so the new token expires with the family.
  const started = input.familyId
    ? sql`coalesce((select min(f.family_started_at) from refresh_tokens f
        where f.family_id = ${familyId}), now())`
    : sql`now()`;
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId,
    tokenHash: hashToken(token),
    tenantId: input.tenantId,
    familyStartedAt: started,
    expiresAt: sql`${started} + ${TTL}`,
  });
  return { token, familyId };
}

export type TConsumeResult =
  | { state: 'ok'; userId: string; familyId: string; tenantId: string | null }
  | { state: 'raced'; userId: string; familyId: string }
  | { state: 'reused' }
  | { state: 'unknown' };

/**
 * Marks a live token used in one statement, so two concurrent refreshes cannot both win. A token
 * that was already used or revoked revokes its whole family (reuse detection).
 */
export async function consumeRefreshToken(
  db: TQueryable,
  token: string,
  opts: { graceSeconds?: number } = {},
): Promise<TConsumeResult> {
  const tokenHash = hashToken(token);
  const [live] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), usable()))
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      tenantId: refreshTokens.tenantId,
    });
  if (live) return { state: 'ok', ...live };

  const [known] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      raced: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${opts.graceSeconds ?? 0})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  // Never used and not revoked, yet not live: simply expired.
  if (!known || (known.usedAt === null && known.revokedAt === null)) return { state: 'unknown' };
  if (known.revokedAt === null && known.raced) {
    return { state: 'raced', userId: known.userId, familyId: known.familyId };
  }
  if (known.revokedAt === null) await revokeFamily(db, known.familyId);
  return { state: 'reused' };
}

export async function revokeFamily(db: TQueryable, familyId: string): Promise<void> {
  noteRevocation();
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user ends: refresh tokens revoked and access tokens refused. */
export async function revokeAllForUser(db: TQueryable, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await endUserAccess(db, { userIds: [userId] });
}

/**
 * Scope exchange: the family's live token is retired (a later use of it is reuse). False when the
 * family has none, i.e. it was revoked or has expired: no new tokens may join it.
 */
export async function retireFamilyTokens(db: TQueryable, familyId: string): Promise<boolean> {
  const retired = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), usable()))
    .returning({ id: refreshTokens.id });
  return retired.length > 0;
}

export type TTokenSession = { familyId: string; userId: string; tenantId: string | null };

export async function sessionOfToken(db: TQueryable, token: string): Promise<TTokenSession | null> {
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      tenantId: refreshTokens.tenantId,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}
