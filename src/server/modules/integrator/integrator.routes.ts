import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIntegratorOptions,
  ZIntegratorOptionsQuery,
  ZIntegratorProductList,
  ZIntegratorProductListQuery,
} from '../../../shared/reference/integrator-products';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findIntegratorOptions, listIntegratorProducts } from './integrator.repository';

export const integratorRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/integrator/product/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['integrator'],
          summary: 'Integrator products for the store form (active ones unless asked otherwise)',
          querystring: ZIntegratorProductListQuery,
          response: { 200: ZIntegratorProductList },
        },
      },
      async (request) => ({
        list: await listIntegratorProducts(deps.db, {
          // Inactive products are an administrator's concern only.
          includeInactive: request.query.includeInactive && request.scope?.isAdmin === true,
        }),
      }),
    );
    app.get(
      '/api/integrator/options',
      {
        onRequest: app.auth.require(),
        schema: {
          tags: ['integrator'],
          summary: 'Options of an integrator product (its plugin configurations)',
          querystring: ZIntegratorOptionsQuery,
          response: { 200: ZIntegratorOptions },
        },
      },
      async (request) => {
        const options = await findIntegratorOptions(deps.db, request.query.Id);
        if (!options) {
          throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
        }
        return options;
      },
    );
  };
