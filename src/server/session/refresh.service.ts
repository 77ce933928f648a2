import type { TDb } from '../db/database';
import type { TAccessClaims, TAccessTokens } from '../lib/tokens';
import type { TQueryable } from '../db/queryable';
import { canUseAccount, findUserById, type TUserRow } from '../modules/users/users.public';
import { consumeRefreshToken, revokeFamily } from './refresh-tokens.repository';
import { resolveScopeTarget, type TScopeTarget } from './scope-target';
import { issueSession, type TIssuedSession } from './session.service';

export type TRefreshDenial = 'expired' | 'revoked' | 'mismatch' | 'inactive';

export type TRefreshOutcome =
  | { kind: 'issued'; issued: TIssuedSession }
  | { kind: 'raced' }
  | { kind: 'denied'; reason: TRefreshDenial };

export type TRefreshInput = {
  refreshToken: string;
  /** Claims of the expired access token, signature already checked; null when none was sent. */
  claims: TAccessClaims | null;
  /** undefined keeps the tenant the session had. */
  tenantId?: string | null | undefined;
  graceSeconds?: number;
};

/**
 * Rotation: the presented token is used up and a new one joins its family. One transaction, so a
 * refused tenant (AppError) leaves the presented token alive; denials commit their revocations.
 */
export async function refreshSession(
  db: TDb,
  tokens: TAccessTokens,
  input: TRefreshInput,
): Promise<TRefreshOutcome> {
  return db.transaction(async (tx) => {
    const consumed = await consumeRefreshToken(tx, input.refreshToken, {
      graceSeconds: input.graceSeconds ?? 0,
    });
    if (consumed.state === 'unknown') return { kind: 'denied', reason: 'expired' };
    if (consumed.state === 'reused') return { kind: 'denied', reason: 'revoked' };
    const claims = input.claims;
    const matches = !claims || (claims.sub === consumed.userId && claims.fam === consumed.familyId);
    if (consumed.state === 'raced') {
      return matches && claims ? { kind: 'raced' } : { kind: 'denied', reason: 'mismatch' };
    }
    if (!matches) {
      await revokeFamily(tx, consumed.familyId);
      return { kind: 'denied', reason: 'mismatch' };
    }
    const user = await findUserById(tx, consumed.userId);
    if (!user || !(await canUseAccount(tx, user))) {
      await revokeFamily(tx, consumed.familyId);
      return { kind: 'denied', reason: 'inactive' };
    }
    const previousTenant = claims ? claims.tid : consumed.tenantId;
    const tenantId = input.tenantId === undefined ? previousTenant : input.tenantId;
    // The selected store survives a refresh only while the tenant stays the same.
    const storeId = claims && tenantId === claims.tid ? claims.sid : null;
    const target = await targetWithFallback(
      tx,
      user,
      { tenantId, storeId },
      input.tenantId === undefined,
    );
    const issued = await issueSession(tx, tokens, { user, target, familyId: consumed.familyId });
    return { kind: 'issued', issued };
  });
}

/**
 * A store or tenant removed since the last token narrows the session instead of ending it; a
 * tenant the caller asked for explicitly must be valid.
 */
async function targetWithFallback(
  tx: TQueryable,
  user: TUserRow,
  wanted: { tenantId: string | null; storeId: string | null },
  keptTenant: boolean,
): Promise<TScopeTarget> {
  const attempts = [wanted];
  if (wanted.storeId) attempts.push({ tenantId: wanted.tenantId, storeId: null });
  if (keptTenant && wanted.tenantId) attempts.push({ tenantId: null, storeId: null });
  let failure: unknown;
  for (const attempt of attempts) {
    try {
      return await resolveScopeTarget(tx, user, attempt);
    } catch (e) {
      failure = e;
    }
  }
  throw failure;
}
