import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import {
  ADMIN_USER_TYPE,
  can,
  canManageAdminUsers,
  canViewArea,
  type TArea,
  type TPermission,
} from '../../../shared/auth/permissions';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import type { TAccessClaims, TAccessTokens } from '../../lib/tokens';
import { createAccessCheck } from '../../session/access-revocation';
import { ROTATION_GRACE_SECONDS } from '../../session/refresh-tokens.repository';
import { refreshSession } from '../../session/refresh.service';
import {
  clearSessionCookie,
  readSessionCookie,
  SESSION_COOKIE,
  setSessionCookie,
  touchAnonymousCookie,
} from '../../session/session-cookie';
import { auditAdminAccess, contextOfScope } from './data-context';
import type { TScope } from './scope';

export type TAuthFailure = 'missing' | 'expired' | 'invalid' | 'revoked';
export type TResolvedAuth =
  | { scope: TScope; familyId: string; via: 'bearer' | 'cookie' }
  | { scope: null; failure: TAuthFailure };

export type TRequireOptions = {
  permission?: TPermission;
  area?: TArea;
  /** A tenant must be selected (spec §4 tenant mode). */
  tenant?: boolean;
  /** A store must be selected (store mode). */
  store?: boolean;
  admin?: boolean;
  manageAdminUsers?: boolean;
  /** Open to everyone, but a platform administrator reads across tenants (the audited admin path). */
  adminAcrossTenants?: boolean;
};

export type TAuthGuards = {
  /** Hook for `onRequest` (or `preHandler`): 401 without a valid session, 403 when not allowed. */
  require(options?: TRequireOptions): onRequestAsyncHookHandler;
  /** The request's session, resolved once per request; throws only when the database fails. */
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<TResolvedAuth>;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: TAuthGuards;
  }
  interface FastifyRequest {
    scope: TScope | null;
  }
}

function scopeFromClaims(claims: TAccessClaims): TScope {
  return {
    userId: claims.sub,
    isAdmin: claims.ut === ADMIN_USER_TYPE,
    tenantId: claims.tid,
    storeId: claims.sid,
    permissions: claims.perms,
    isOwner: claims.own,
    manageAdminUsers: claims.mau,
  };
}

export function registerAuth(app: FastifyInstance, deps: { db: TDb; tokens: TAccessTokens }): void {
  const resolved = new WeakMap<FastifyRequest, Promise<TResolvedAuth>>();
  const checkAccess = createAccessCheck(deps.db);
  const verdictOf = (claims: TAccessClaims, issuedAtMs: number) =>
    checkAccess({ userId: claims.sub, familyId: claims.fam, issuedAtMs });

  async function fromCookie(request: FastifyRequest, reply: FastifyReply): Promise<TResolvedAuth> {
    const cookie = readSessionCookie(request);
    if (cookie.state === 'absent') return { scope: null, failure: 'missing' };
    const deny = (failure: TAuthFailure): TResolvedAuth => {
      clearSessionCookie(reply);
      return { scope: null, failure };
    };
    if (cookie.state === 'invalid') return deny('invalid');
    const check = await deps.tokens.verify(cookie.tokens.accessToken);
    if (check.ok) {
      const verdict = await verdictOf(check.claims, check.issuedAtMs);
      if (verdict === 'revoked') return deny('revoked');
      if (verdict === 'ok') {
        return { scope: scopeFromClaims(check.claims), familyId: check.claims.fam, via: 'cookie' };
      }
    } else if (check.reason === 'invalid') {
      return deny('invalid');
    }
    // The cookie lives 15 days, the access token 15 minutes: renew it here so the browser never sees
    // a 401. A token issued before the user's rights changed is renewed the same way.
    const outcome = await refreshSession(deps.db, deps.tokens, {
      refreshToken: cookie.tokens.refreshToken,
      claims: check.claims,
      graceSeconds: ROTATION_GRACE_SECONDS,
    }).catch((e: unknown) => {
      // A tenant that can no longer be entered ends the session; database trouble stays a 5xx.
      if (e instanceof AppError) return { kind: 'denied', reason: 'revoked' } as const;
      throw e;
    });
    if (outcome.kind === 'raced') {
      return { scope: scopeFromClaims(check.claims), familyId: check.claims.fam, via: 'cookie' };
    }
    if (outcome.kind === 'denied') {
      return deny(outcome.reason === 'expired' ? 'expired' : 'revoked');
    }
    const { session, claims } = outcome.issued;
    setSessionCookie(reply, { accessToken: session.token, refreshToken: session.refreshToken });
    return { scope: scopeFromClaims(claims), familyId: claims.fam, via: 'cookie' };
  }

  async function compute(request: FastifyRequest, reply: FastifyReply): Promise<TResolvedAuth> {
    const header = request.headers.authorization;
    if (header === undefined) return fromCookie(request, reply);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return { scope: null, failure: 'invalid' };
    const check = await deps.tokens.verify(match[1]);
    if (!check.ok) return { scope: null, failure: check.reason };
    // A stale token reads as expired, so a bearer client refreshes and gets its current rights.
    const verdict = await verdictOf(check.claims, check.issuedAtMs);
    if (verdict !== 'ok')
      return { scope: null, failure: verdict === 'stale' ? 'expired' : verdict };
    return { scope: scopeFromClaims(check.claims), familyId: check.claims.fam, via: 'bearer' };
  }

  function resolve(request: FastifyRequest, reply: FastifyReply): Promise<TResolvedAuth> {
    let pending = resolved.get(request);
    if (!pending) {
      // Resolving a session reads and rotates refresh tokens of any tenant: the auth machinery's own access.
      pending = withSystemAccess('auth', () => compute(request, reply));
      resolved.set(request, pending);
    }
    return pending;
  }

  function guard(options: TRequireOptions = {}): onRequestAsyncHookHandler {
    return async function requireAuth(request, reply) {
      const auth = await resolve(request, reply);
      if (!auth.scope) throw new AppError('UNAUTHORIZED', { reason: auth.failure });
      const scope = auth.scope;
      request.scope = scope;
      if (options.admin && !scope.isAdmin) throw forbidden();
      if (options.tenant && !scope.tenantId) {
        throw new AppError('FORBIDDEN', { reason: 'selectTenant' });
      }
      if (options.store && !scope.storeId) {
        throw new AppError('FORBIDDEN', { reason: 'selectStore' });
      }
      if (options.permission && !can(scope, options.permission)) throw forbidden();
      if (options.area && !canViewArea(scope, options.area)) throw forbidden();
      if (options.manageAdminUsers && !canManageAdminUsers(scope, scope.tenantId !== null)) {
        throw forbidden();
      }
      const adminRoute = Boolean(
        options.admin || options.manageAdminUsers || options.adminAcrossTenants,
      );
      const context = contextOfScope(scope, request, adminRoute);
      const wasAdmin = request.dataContext?.kind === 'admin';
      request.dataContext = context;
      if (context.kind === 'admin' && !wasAdmin) await auditAdminAccess(deps.db, request, context);
    };
  }

  app.decorateRequest('scope', null);
  app.decorate('auth', { require: guard, resolve });
  app.addHook('onRequest', (request, reply, done) => {
    if (wantsAnonymousCookie(request)) touchAnonymousCookie(request, reply);
    done();
  });
}

const forbidden = () => new AppError('FORBIDDEN', { reason: 'notAllowed' });

/** API calls and page loads of a browser without a session; not assets, not bearer clients. */
function wantsAnonymousCookie(request: FastifyRequest): boolean {
  if (request.cookies[SESSION_COOKIE] || request.headers.authorization) return false;
  const path = request.url;
  if (path.startsWith('/api/') || path.startsWith('/internal/')) return true;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}
