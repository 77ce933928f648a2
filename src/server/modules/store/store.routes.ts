import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZStore,
  ZStoreCreate,
  ZStoreDeleteQuery,
  ZStoreIdQuery,
  ZStoreSaved,
  ZStoreUpdate,
} from '../../../shared/store/store';
import {
  ZStoreActivation,
  ZStoreActivationResult,
  ZStoreListQuery,
  ZStoreListResponse,
  ZStoreNames,
  ZStoreNamesInput,
} from '../../../shared/store/store-list';
import { listEnvelope } from '../../lib/list-envelope';
import { AppError } from '../../lib/app-error';
import { dataScopeOf, requireTenant, scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { deleteStore, setStoreActivation } from './store-state.service';
import { findStoreNames, listStores } from './store.repository';
import { createStore, readStore, updateStore, type TStoreDeps } from './store.service';

const tags = ['store'];

/** Spec §7 store calls, always inside the request's tenant (and store, when one is selected). */
export const storeRoutes =
  (deps: TStoreDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Stores.View' });
    const edit = app.auth.require({ tenant: true, permission: 'Stores.Edit' });

    app.get(
      '/api/store/list',
      {
        onRequest: view,
        schema: { tags, querystring: ZStoreListQuery, response: { 200: ZStoreListResponse } },
      },
      async (request) => {
        const q = request.query;
        const { list, rowCount } = await listStores(deps.db, dataScopeOf(scopeOf(request)), q);
        return listEnvelope(list, rowCount, { page: q.PageNumber, size: q.PageSize });
      },
    );

    app.get(
      '/api/store',
      { onRequest: view, schema: { tags, querystring: ZStoreIdQuery, response: { 200: ZStore } } },
      async (request) =>
        readStore(
          deps.db,
          dataScopeOf(scopeOf(request)),
          request.query.id,
          request.query.IncludeBlobItems,
        ),
    );

    app.post(
      '/api/store',
      { onRequest: edit, schema: { tags, body: ZStoreCreate, response: { 200: ZStoreSaved } } },
      async (request) => {
        const scope = scopeOf(request);
        // A store-scoped session works inside its store; new stores are made at tenant level.
        if (scope.storeId) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
        const id = await createStore(deps, actorOf(request), requireTenant(scope), request.body);
        return { id };
      },
    );

    app.put(
      '/api/store',
      { onRequest: edit, schema: { tags, body: ZStoreUpdate, response: { 200: ZStoreSaved } } },
      async (request) => {
        await updateStore(deps, actorOf(request), dataScopeOf(scopeOf(request)), request.body);
        return { id: request.body.id };
      },
    );

    app.delete(
      '/api/store',
      { onRequest: edit, schema: { tags, querystring: ZStoreDeleteQuery } },
      async (request, reply) => {
        await deleteStore(
          deps.db,
          actorOf(request),
          dataScopeOf(scopeOf(request)),
          request.query.Id,
        );
        return reply.status(204).send();
      },
    );

    app.put(
      '/api/store/activation',
      {
        onRequest: edit,
        schema: { tags, body: ZStoreActivation, response: { 200: ZStoreActivationResult } },
      },
      async (request) => ({
        updated: await setStoreActivation(
          deps.db,
          actorOf(request),
          dataScopeOf(scopeOf(request)),
          request.body,
        ),
      }),
    );

    app.post(
      '/api/store/names',
      { onRequest: view, schema: { tags, body: ZStoreNamesInput, response: { 200: ZStoreNames } } },
      async (request) => ({
        list: await findStoreNames(deps.db, dataScopeOf(scopeOf(request)), request.body),
      }),
    );
  };
