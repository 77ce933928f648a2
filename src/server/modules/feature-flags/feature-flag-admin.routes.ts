import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFeatureFlagIdQuery,
  ZFeatureFlagInput,
  ZFeatureFlagListQuery,
  ZFeatureFlagPage,
  ZFeatureFlagRow,
  ZFeatureFlagUpdate,
} from '../../../shared/feature-flags/feature-flag-admin';
import { actorOf } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { listFlagRows } from './feature-flag-admin.repository';
import { changeFlag, createFlag, removeFlag } from './feature-flag-admin.service';

const tags = ['feature-flags'];
const security = [{ bearerAuth: [] }];

/** Spec §6 feature flags, managed by platform administrators (every change audited). */
export const featureFlagAdminRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require({ admin: true }));

    app.get(
      '/api/management/feature-flags',
      {
        schema: {
          tags,
          security,
          summary: 'Every feature flag row (all tenants and environments), paged',
          querystring: ZFeatureFlagListQuery,
          response: { 200: ZFeatureFlagPage },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, rowCount } = await listFlagRows(deps.db, query);
        return listEnvelope(rows, rowCount, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.post(
      '/api/management/feature-flags',
      {
        schema: {
          tags,
          security,
          summary: 'Create a flag for an environment (or *) and every tenant or one',
          body: ZFeatureFlagInput,
          response: { 201: ZFeatureFlagRow },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createFlag(deps.db, actorOf(request), request.body)),
    );

    app.put(
      '/api/management/feature-flags',
      {
        schema: {
          tags,
          security,
          summary: 'Change a flag (name, environment scope, tenant, active flag, description)',
          body: ZFeatureFlagUpdate,
          response: { 200: ZFeatureFlagRow },
        },
      },
      async (request) => {
        const { id, ...flag } = request.body;
        return changeFlag(deps.db, actorOf(request), id, flag);
      },
    );

    app.delete(
      '/api/management/feature-flags',
      { schema: { tags, security, summary: 'Delete a flag', querystring: ZFeatureFlagIdQuery } },
      async (request, reply) => {
        await removeFlag(deps.db, actorOf(request), request.query.Id);
        return reply.status(204).send();
      },
    );
  };
