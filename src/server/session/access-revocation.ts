import { eq, inArray, sql } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import { refreshTokens } from '../db/schema/auth-tokens';
import { users } from '../db/schema/users';
import type { TQueryable } from '../db/queryable';

/**
 * Access tokens are stateless for 15 minutes, so ending a session needs a check on every request:
 * the user's `tokens_valid_after` against the token's issue time, and the refresh family's
 * revocation. The guard caches each answer for a few seconds; a revocation made by this process
 * bumps a generation so its own cache forgets at once, other processes follow within the TTL.
 */
const ACCESS_CHECK_TTL_MS = 5_000;
const ACCESS_CHECK_MAX_ENTRIES = 10_000;

let generation = 0;

/** Called by every function that ends sessions, before or inside its transaction. */
export function noteRevocation(): void {
  generation += 1;
}

/**
 * Every access token of these users issued before now stops working; their refresh tokens stay, so
 * a browser session renews with fresh claims (a rights change) unless the caller also revokes them.
 */
export async function endUserAccess(
  db: TQueryable,
  target: { userIds: string[] } | { tenantId: string },
): Promise<void> {
  if ('userIds' in target && target.userIds.length === 0) return;
  noteRevocation();
  const where =
    'tenantId' in target ? tenantWhere(users, target.tenantId) : inArray(users.id, target.userIds);
  await db.update(users).set({ tokensValidAfter: new Date() }).where(where);
}

export type TAccessVerdict = 'ok' | 'stale' | 'revoked';

type TEntry = { validAfterMs: number | null; revoked: boolean; generation: number; at: number };

/** The guard's per-user/per-family lookup, one query per pair and TTL, bounded in memory. */
export function createAccessCheck(db: TQueryable) {
  const cache = new Map<string, TEntry>();

  async function lookup(userId: string, familyId: string): Promise<TEntry> {
    const key = `${userId} ${familyId}`;
    const hit = cache.get(key);
    const now = performance.now();
    if (hit && hit.generation === generation && now - hit.at < ACCESS_CHECK_TTL_MS) return hit;
    const seen = generation;
    const [row] = await db
      .select({
        validAfter: users.tokensValidAfter,
        revoked: sql<boolean>`exists (select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is not null)`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const entry: TEntry = {
      validAfterMs: row?.validAfter?.getTime() ?? null,
      revoked: !row || row.revoked,
      generation: seen,
      at: now,
    };
    cache.delete(key);
    if (cache.size >= ACCESS_CHECK_MAX_ENTRIES) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, entry);
    return entry;
  }

  return async function checkAccess(claims: {
    userId: string;
    familyId: string;
    issuedAtMs: number;
  }): Promise<TAccessVerdict> {
    const entry = await lookup(claims.userId, claims.familyId);
    if (entry.revoked) return 'revoked';
    if (entry.validAfterMs !== null && claims.issuedAtMs < entry.validAfterMs) return 'stale';
    return 'ok';
  };
}
