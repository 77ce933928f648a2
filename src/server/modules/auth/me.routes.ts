import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccount, type TAccount } from '../../../shared/auth/account';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/app/scope';
import { findStoreName } from '../store/store.public';
import { findTenantName } from '../tenant/tenant.public';
import { findUserById, toUserDto } from '../users/users.public';

/** `GET /api/auth/me`: the signed-in account and its scope, for the web app's start-up. */
export const meRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/me',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['auth'],
          summary: 'The signed-in account, its permissions and the selected tenant and store',
          response: { 200: ZAccount },
        },
      },
      async (request): Promise<TAccount> => {
        const scope = scopeOf(request);
        const user = await findUserById(deps.db, scope.userId);
        if (!user?.isActive) throw new AppError('UNAUTHORIZED', { reason: 'revoked' });
        return {
          user: toUserDto(user, { sensitive: false }),
          isAdmin: scope.isAdmin,
          isOwner: scope.isOwner,
          manageAdminUsers: scope.manageAdminUsers,
          permissions: [...scope.permissions],
          tenantId: scope.tenantId,
          tenantName: scope.tenantId ? await findTenantName(deps.db, scope.tenantId) : null,
          storeId: scope.storeId,
          storeName:
            scope.tenantId && scope.storeId
              ? ((await findStoreName(deps.db, scope.tenantId, scope.storeId))?.name ?? null)
              : null,
        };
      },
    );
  };
