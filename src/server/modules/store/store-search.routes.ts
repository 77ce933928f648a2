import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSelectorSearchQuery, ZStoreOptionList } from '../../../shared/organisation/selectors';
import type { TDb } from '../../db/database';
import { requireTenant, scopeOf } from '../../plugins/app/scope';
import { searchStores } from './store-search.repository';

export const storeSearchRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/store/search',
      {
        onRequest: app.auth.require({ tenant: true }),
        schema: {
          tags: ['store'],
          summary: 'Stores of the selected tenant for the store selector',
          querystring: ZSelectorSearchQuery,
          response: { 200: ZStoreOptionList },
        },
      },
      async (request) => ({
        list: await searchStores(deps.db, requireTenant(scopeOf(request)), request.query),
      }),
    );
  };
