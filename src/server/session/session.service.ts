import { ADMIN_USER_TYPE, effectivePermissions } from '../../shared/auth/permissions';
import type { TSession } from '../../shared/auth/session';
import { ACCESS_TOKEN_TTL_SECONDS, type TAccessClaims, type TAccessTokens } from '../lib/tokens';
import { toUserDto, type TUserRow } from '../modules/users/users.public';
import type { TQueryable } from '../db/queryable';
import { issueRefreshToken } from './refresh-tokens.repository';
import type { TScopeTarget } from './scope-target';

export type TIssuedSession = { session: TSession; claims: TAccessClaims };

/** Claims are rebuilt from the user row each time, so permission changes apply at the next refresh. */
function claimsFor(user: TUserRow, target: TScopeTarget, familyId: string): TAccessClaims {
  return {
    sub: user.id,
    ut: user.userType,
    tid: target.tenantId,
    sid: target.storeId,
    perms: effectivePermissions(user),
    own: user.isTenantOwner,
    mau: user.userType === ADMIN_USER_TYPE && user.manageAdminUsers,
    fam: familyId,
  };
}

/** New access token plus a refresh token, in `familyId` when the session continues. */
export async function issueSession(
  db: TQueryable,
  tokens: TAccessTokens,
  input: { user: TUserRow; target: TScopeTarget; familyId?: string },
): Promise<TIssuedSession> {
  const refresh = await issueRefreshToken(db, {
    userId: input.user.id,
    tenantId: input.target.tenantId,
    ...(input.familyId ? { familyId: input.familyId } : {}),
  });
  const claims = claimsFor(input.user, input.target, refresh.familyId);
  return {
    claims,
    session: {
      token: await tokens.sign(claims),
      refreshToken: refresh.token,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: toUserDto(input.user, { sensitive: true }),
      tenantId: input.target.tenantId,
      storeId: input.target.storeId,
      companyName: input.target.companyName,
    },
  };
}
