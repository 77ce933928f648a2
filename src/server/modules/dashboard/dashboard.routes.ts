import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/database';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { ZErrorBody } from '../../../shared/errors';
import { ZDashboard, ZDashboardQuery } from '../../../shared/dashboard/dashboard';
import { buildDashboard } from './dashboard.service';

/** Spec §2/§3 dashboard: a tenant selected and the dashboard's view right (invoice view). */
export const dashboardRoutes =
  (deps: { db: TDb; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dashboard',
      {
        onRequest: app.auth.require({ tenant: true, area: 'dashboard' }),
        schema: {
          tags: ['dashboard'],
          description:
            'Dashboard data of the selected tenant (or store, in store mode) over a period of ' +
            'Europe/Istanbul days: `period` today, last7Days, thisMonth (default; its first day ' +
            'to today), lastMonth, or custom with `from` and `to` (`yyyy-MM-dd`, at most 366 ' +
            'days). Counts, amounts per currency (never summed across currencies) and items ' +
            '(sale lines) come from the day counts; only the per-status summary counts ' +
            'cancelled documents (no sale): the per-type totals, items and turnover leave them out; ' +
            'active devices are the devices switched on.',
          querystring: ZDashboardQuery,
          response: { 200: ZDashboard, 400: ZErrorBody, 403: ZErrorBody },
        },
      },
      async (request) =>
        buildDashboard(deps.db, dataScopeOf(scopeOf(request)), request.query, deps.now()),
    );
  };
