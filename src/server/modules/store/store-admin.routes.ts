import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminTenantStores, ZAdminTenantStoresParams } from '../../../shared/store/store-list';
import type { TDb } from '../../db/database';
import { listTenantStores } from './store.repository';

/** Spec §7 `GET /administrative/tenant/{tenant}/store`: administrators only, any tenant. */
export const storeAdminRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/administrative/tenant/:tenant/store',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags: ['store'],
          params: ZAdminTenantStoresParams,
          response: { 200: ZAdminTenantStores },
        },
      },
      async (request) => ({ list: await listTenantStores(deps.db, request.params.tenant) }),
    );
  };
