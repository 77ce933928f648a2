import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthorizeInput,
  ZLogoutInput,
  ZRefreshInput,
  ZScopeInput,
  ZSession,
} from '../../../shared/auth/session';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import type { TAccessTokens } from '../../lib/tokens';
import { scopeOf } from '../../plugins/app/scope';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { findUserById } from '../users/users.public';
import { recordAudit } from '../../audit/audit.service';
import {
  retireFamilyTokens,
  revokeFamily,
  sessionOfToken,
  type TTokenSession,
} from '../../session/refresh-tokens.repository';
import { refreshSession, type TRefreshDenial } from '../../session/refresh.service';
import { resolveScopeTarget } from '../../session/scope-target';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from '../../session/session-cookie';
import { issueSession, type TIssuedSession } from '../../session/session.service';
import { dummyPasswordHash, signIn } from './sign-in.service';
import type { TErrorReason } from '../../../shared/errors';

export type TAuthRouteDeps = { db: TDb; tokens: TAccessTokens; secretKey: Buffer };

const REFRESH_DENIED: Record<
  TRefreshDenial | 'missing' | 'invalid',
  TErrorReason<'UNAUTHORIZED'>
> = {
  missing: 'refreshMissing',
  invalid: 'invalid',
  expired: 'expired',
  revoked: 'revoked',
  mismatch: 'invalid',
  inactive: 'inactive',
};

const tags = ['auth'];

function answer(reply: FastifyReply, issued: TIssuedSession) {
  setSessionCookie(reply, {
    accessToken: issued.session.token,
    refreshToken: issued.session.refreshToken,
  });
  return issued.session;
}

export const authRoutes =
  (deps: TAuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await dummyPasswordHash();
    // Sign-in, refresh, tenant selection and logout read users, tenants and refresh tokens before
    // (or across) any tenant scope: the auth machinery's own, named access.
    app.addHook('preHandler', (_request, _reply, done) => withSystemAccess('auth', done));

    app.post(
      '/api/auth/authorize',
      {
        config: perMinute(RATE_LIMITS.signIn),
        schema: {
          tags,
          summary: 'Sign in (spec §7)',
          body: ZAuthorizeInput,
          response: { 200: ZSession },
        },
      },
      async (request, reply) => {
        try {
          return answer(
            reply,
            await signIn(deps, request.body, { ip: request.ip, requestId: String(request.id) }),
          );
        } catch (e) {
          const retryAfter =
            e instanceof AppError && e.code === 'RATE_LIMITED' ? retryAfterOf(e.details) : null;
          if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
          throw e;
        }
      },
    );

    app.post(
      '/api/auth/refresh',
      {
        config: perMinute(RATE_LIMITS.session),
        schema: {
          tags,
          summary:
            'New tokens for a refresh token; the refresh token rotates, reuse ends the session',
          body: ZRefreshInput,
          response: { 200: ZSession },
        },
      },
      async (request, reply) => {
        const cookie = readSessionCookie(request);
        const fromCookie = cookie.state === 'ok' ? cookie.tokens : null;
        const refreshToken = request.body.refreshToken ?? fromCookie?.refreshToken;
        const expiredToken = request.body.expiredToken ?? fromCookie?.accessToken;
        const deny = (reason: keyof typeof REFRESH_DENIED) => {
          if (fromCookie) clearSessionCookie(reply);
          return new AppError('UNAUTHORIZED', { reason: REFRESH_DENIED[reason] });
        };
        if (!refreshToken) throw deny('missing');
        let claims = null;
        if (expiredToken) {
          const check = await deps.tokens.verify(expiredToken);
          if (!check.ok && check.reason === 'invalid') throw deny('invalid');
          claims = check.claims;
        }
        const outcome = await refreshSession(deps.db, deps.tokens, {
          refreshToken,
          claims,
          ...(request.body.tenantId === undefined ? {} : { tenantId: request.body.tenantId }),
        });
        if (outcome.kind === 'issued') return answer(reply, outcome.issued);
        throw deny(outcome.kind === 'denied' ? outcome.reason : 'revoked');
      },
    );

    app.post(
      '/api/auth/scope',
      {
        config: perMinute(RATE_LIMITS.session),
        onRequest: app.auth.require(),
        schema: {
          tags,
          summary: 'Select a tenant (new tokens, store reset) or a store within it (spec §4)',
          body: ZScopeInput,
          response: { 200: ZSession },
          security: [{ bearerAuth: [] }],
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const auth = await app.auth.resolve(request, reply);
        const user = await findUserById(deps.db, scope.userId);
        if (!user || !user.isActive || !auth.scope) {
          throw new AppError('UNAUTHORIZED', { reason: REFRESH_DENIED.inactive });
        }
        const familyId = auth.familyId;
        const issued = await deps.db.transaction(async (tx) => {
          const target = await resolveScopeTarget(tx, user, request.body);
          // A revoked or expired family gets no new tokens, whatever the access token still says.
          if (!(await retireFamilyTokens(tx, familyId))) {
            throw new AppError('UNAUTHORIZED', { reason: REFRESH_DENIED.revoked });
          }
          return issueSession(tx, deps.tokens, { user, target, familyId });
        });
        return answer(reply, issued);
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: perMinute(RATE_LIMITS.session),
        schema: {
          tags,
          summary: 'End the session: its refresh-token family is revoked and the cookie cleared',
          body: ZLogoutInput,
          response: { 204: z.undefined() },
        },
      },
      async (request, reply) => {
        const session = await logoutSession(
          deps,
          request.headers.authorization,
          readSessionCookie(request),
          request.body?.refreshToken,
        );
        if (session) {
          await deps.db.transaction(async (tx) => {
            await revokeFamily(tx, session.familyId);
            await recordAudit(
              tx,
              { userId: session.userId, ip: request.ip, requestId: String(request.id) },
              {
                tenantId: session.tenantId,
                action: 'sign-out',
                entityType: 'session',
                entityId: session.familyId,
              },
            );
          });
        }
        clearSessionCookie(reply);
        return reply.status(204).send();
      },
    );
  };

async function logoutSession(
  deps: TAuthRouteDeps,
  authorization: string | undefined,
  cookie: ReturnType<typeof readSessionCookie>,
  bodyToken: string | null | undefined,
): Promise<TTokenSession | null> {
  const refreshToken = bodyToken ?? (cookie.state === 'ok' ? cookie.tokens.refreshToken : null);
  if (refreshToken) return sessionOfToken(deps.db, refreshToken);
  const bearer = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!bearer) return null;
  // An expired but genuine token may still end its own session.
  const check = await deps.tokens.verify(bearer);
  if (!check.ok && check.reason !== 'expired') return null;
  return { familyId: check.claims.fam, userId: check.claims.sub, tenantId: check.claims.tid };
}

function retryAfterOf(details: unknown): number | null {
  const parsed = z.object({ retryAfterSeconds: z.number() }).safeParse(details);
  return parsed.success ? parsed.data.retryAfterSeconds : null;
}
