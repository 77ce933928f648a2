import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccount, type TAccount } from '../../../shared/auth/account';
import type { TDb } from '../../db/database';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/app/scope';
import { toUserDto } from '../user/user-dto';
import { findUserById } from '../user/user.repository';

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
          tenantName: scope.tenantId ? await tenantName(deps.db, scope.tenantId) : null,
          storeId: scope.storeId,
          storeName:
            scope.tenantId && scope.storeId
              ? await storeName(deps.db, scope.tenantId, scope.storeId)
              : null,
        };
      },
    );
  };

async function tenantName(db: TDb, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.name ?? null;
}

async function storeName(db: TDb, tenantId: string, storeId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: stores.name })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  return row?.name ?? null;
}
