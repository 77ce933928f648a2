import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/database';
import { scopeOf } from '../../plugins/app/scope';
import { ZErrorBody } from '../../../shared/errors';
import {
  ZGlobalSearchBackendQuery,
  ZGlobalSearchQuery,
  ZGlobalSearchResponse,
} from '../../../shared/global-search/global-search';
import { globalSearch } from './global-search.service';

const description =
  'Businesses (type 1), stores (2), devices (3) and transactions (4: documents of the last 31 ' +
  'Istanbul days) matching the text, at most 5 of each, each type only for those who may view ' +
  'its list. Names match Turkish spelling and its ASCII fold (sube finds Şube). A transaction ' +
  'is found by its ETTN, by the beginning of its invoice number (series prefix, year, sequence) ' +
  'or by its sequence number. Platform administrators search every tenant (an audited ' +
  'cross-tenant read); anyone else their tenant, and only the selected store in store mode ' +
  'unless wholeTenant=true (the web app only). `more` lists the types with more matches than ' +
  'shown, `searchedIn` says where the search looked: all, tenant or store.';

/** Spec §2 status-bar search and §7 `GET /Global/Search`: one search, two parameter spellings. */
export const globalSearchRoutes =
  (deps: { db: TDb; now?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.auth.require({ adminAcrossTenants: true });
    const now = deps.now ?? (() => new Date());
    const response = { 200: ZGlobalSearchResponse, 400: ZErrorBody, 401: ZErrorBody };

    app.get(
      '/api/internal/global-search',
      {
        onRequest: guard,
        schema: { tags: ['search'], description, querystring: ZGlobalSearchQuery, response },
      },
      async (request) => globalSearch(deps.db, scopeOf(request), request.query, now()),
    );

    app.get(
      '/api/Global/Search',
      {
        onRequest: guard,
        schema: { tags: ['search'], description, querystring: ZGlobalSearchBackendQuery, response },
      },
      async (request) =>
        globalSearch(deps.db, scopeOf(request), { searchText: request.query.SearchText }, now()),
    );
  };
