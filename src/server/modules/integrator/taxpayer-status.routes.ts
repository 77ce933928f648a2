import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSimulatorTaxpayerControl,
  ZTaxpayerPollResult,
  ZTaxpayerStatusPage,
  ZTaxpayerStatusQuery,
} from '../../../shared/integrator/integrator-admin';
import { actorOf, recordAudit } from '../../audit/audit.service';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import { listEnvelope } from '../../lib/list-envelope';
import { scopeOf } from '../../plugins/app/scope';
import { controlSimulator } from './integrator-plugins';
import { findProductDetail } from './integrator-admin.repository';
import { listTaxpayerStatuses } from './taxpayer-status.repository';
import { pollTaxpayerStatus, type TTaxpayerPollDeps } from './taxpayer-status.service';
import { z } from 'zod';

const tags = ['integrator'];
const security = [{ bearerAuth: [] }];

/** Integrator status per taxpayer (spec §3, §4): online or offline, with reason and date. */
export const taxpayerStatusRoutes =
  (deps: Omit<TTaxpayerPollDeps, 'log'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/integrator/taxpayer-status',
      {
        onRequest: app.auth.require({ area: 'management' }),
        schema: {
          tags,
          security,
          summary:
            "Taxpayers' online state at each integrator: an owner sees their tenant's, an administrator all (or the selected tenant's)",
          querystring: ZTaxpayerStatusQuery,
          response: { 200: ZTaxpayerStatusPage },
        },
      },
      async (request) => {
        const query = request.query;
        const { tenantId } = scopeOf(request);
        const { rows, rowCount } = await listTaxpayerStatuses(deps.db, tenantId, query);
        return listEnvelope(rows, rowCount, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.post(
      '/api/integrator/taxpayer-status/refresh',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Ask the integrators now instead of waiting for the next status poll',
          response: { 200: ZTaxpayerPollResult },
        },
      },
      async (request) =>
        withSystemAccess('taxpayer-status', () =>
          pollTaxpayerStatus({ ...deps, log: request.log }),
        ),
    );

    app.post(
      '/api/integrator/simulator/taxpayer',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary:
            'Tell a simulator product that a taxpayer went offline or came back (its POST /control); the status poll reports it',
          body: ZSimulatorTaxpayerControl,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const { id, ...command } = request.body;
        const product = await findProductDetail(deps.db, id);
        if (!product) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
        await controlSimulator(deps.config, product.pluginKey, { action: 'taxpayer', ...command });
        await recordAudit(deps.db, actorOf(request), {
          tenantId: null,
          action: 'simulator-taxpayer',
          entityType: 'integrator-product',
          entityId: id,
          after: command,
        });
        return { ok: true as const };
      },
    );
  };
