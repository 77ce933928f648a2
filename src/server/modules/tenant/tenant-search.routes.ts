import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSelectorSearchQuery, ZTenantOptionList } from '../../../shared/organisation/selectors';
import type { TDb } from '../../db/database';
import { scopeOf } from '../../plugins/app/scope';
import { searchTenants } from './tenant-search.repository';

export const tenantSearchRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tenant/search',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['tenant'],
          summary: 'Tenants for the tenant selector (admins: all; others: their own)',
          querystring: ZSelectorSearchQuery,
          response: { 200: ZTenantOptionList },
        },
      },
      async (request) => ({ list: await searchTenants(deps.db, scopeOf(request), request.query) }),
    );
  };
