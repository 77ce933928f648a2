import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/database';
import { runInDataContext, type TDataContext } from '../../db/data-context';
import { actorOf, recordAudit } from '../../audit/audit.service';
import type { TScope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's authentication (auth guard, POS device key); entered before the handler. */
    dataContext: TDataContext | null;
  }
}

/** The audit action of a platform administrator's cross-tenant request. */
export const ADMIN_ACCESS_ACTION = 'admin-access';

/**
 * Every handler runs in the data context its authentication chose. `preHandler` runs after the
 * body is parsed and after every route's `onRequest` guard; entering it in a callback hook keeps
 * the context for the handler (an async hook's context would end with the hook). A route that
 * set none runs in none: it sees no tenant rows unless it asks for system access by name.
 */
export function registerDataContext(app: FastifyInstance): void {
  app.decorateRequest('dataContext', null);
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.dataContext) runInDataContext(request.dataContext, done);
    else done();
  });
}

/**
 * The context of a signed-in request: its tenant when one is selected; a platform administrator
 * without one, or on a route for administrators only, takes the audited admin path.
 */
export function contextOfScope(
  scope: TScope,
  request: FastifyRequest,
  adminRoute: boolean,
): TDataContext {
  if (scope.isAdmin && (adminRoute || !scope.tenantId)) {
    return { kind: 'admin', userId: scope.userId, route: routeOf(request) };
  }
  if (scope.tenantId) return { kind: 'tenant', tenantId: scope.tenantId, userId: scope.userId };
  return { kind: 'user', userId: scope.userId };
}

/** One audit row per cross-tenant request: who, which route, from where. */
export async function auditAdminAccess(
  db: TDb,
  request: FastifyRequest,
  context: Extract<TDataContext, { kind: 'admin' }>,
): Promise<void> {
  await runInDataContext(context, () =>
    recordAudit(db, actorOf(request), {
      tenantId: null,
      action: ADMIN_ACCESS_ACTION,
      entityType: 'route',
      entityId: null,
      after: { method: request.method, route: context.route },
    }),
  );
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
}
