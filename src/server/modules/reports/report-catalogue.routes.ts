import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZReportCatalogue,
  ZReportDefinition,
  ZReportDefinitionInput,
  ZReportDefinitionUpdate,
  ZReportGroup,
  ZReportGroupActivation,
  ZReportGroupInput,
  ZReportGroupUpdate,
} from '../../../shared/reports/report-catalogue';
import { actorOf } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { scopeOf } from '../../plugins/app/scope';
import {
  createReportDefinition,
  createReportGroup,
  editReportDefinition,
  editReportGroup,
  readCatalogue,
  setReportGroupActivation,
} from './report-catalogue.service';

/**
 * `/reports` (spec §2, a tenant or a store selected, Reports.View) reads the catalogue; report
 * groups and definitions (spec §3) are kept by platform administrators.
 */
export const reportCatalogueRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    const admin = app.auth.require({ admin: true });

    app.get(
      '/api/reports/catalogue',
      {
        onRequest: app.auth.require({ area: 'reports', tenant: true }),
        schema: {
          tags,
          summary: 'Report groups with their reports (administrators also see inactive groups)',
          response: { 200: ZReportCatalogue },
        },
      },
      async (request) => readCatalogue(deps.db, { activeOnly: !scopeOf(request).isAdmin }),
    );

    app.post(
      '/api/reports/group',
      {
        onRequest: admin,
        schema: { tags, body: ZReportGroupInput, response: { 201: ZReportGroup } },
      },
      async (request, reply) =>
        reply.status(201).send(await createReportGroup(deps.db, actorOf(request), request.body)),
    );

    app.put(
      '/api/reports/group',
      {
        onRequest: admin,
        schema: { tags, body: ZReportGroupUpdate, response: { 200: ZReportGroup } },
      },
      async (request) => {
        const { id, ...input } = request.body;
        return editReportGroup(deps.db, actorOf(request), id, input);
      },
    );

    app.put(
      '/api/reports/group/activation',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'Switches report groups on or off (spec §4)',
          body: ZReportGroupActivation,
          response: { 200: z.object({ updated: z.number().int() }) },
        },
      },
      async (request) => setReportGroupActivation(deps.db, actorOf(request), request.body),
    );

    app.post(
      '/api/reports/definition',
      {
        onRequest: admin,
        schema: { tags, body: ZReportDefinitionInput, response: { 201: ZReportDefinition } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createReportDefinition(deps.db, actorOf(request), request.body)),
    );

    app.put(
      '/api/reports/definition',
      {
        onRequest: admin,
        schema: { tags, body: ZReportDefinitionUpdate, response: { 200: ZReportDefinition } },
      },
      async (request) => {
        const { id, ...input } = request.body;
        return editReportDefinition(deps.db, actorOf(request), id, input);
      },
    );
  };
