import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIntegratorProductDetail,
  ZIntegratorProductIdQuery,
  ZIntegratorProductInput,
  ZIntegratorProductUpdate,
} from '../../../shared/integrator/integrator-admin';
import { actorOf } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findProductDetail } from './integrator-admin.repository';
import { changeProduct, createProduct, removeProduct } from './integrator-admin.service';

const tags = ['integrator'];
const security = [{ bearerAuth: [] }];

/** Entegratörler (spec §2 management, §3 Integrator product): administrators manage the catalogue. */
export const integratorAdminRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require({ admin: true }));

    app.get(
      '/api/integrator/product',
      {
        schema: {
          tags,
          security,
          summary: 'One integrator product with its plugin and plugin configurations',
          querystring: ZIntegratorProductIdQuery,
          response: { 200: ZIntegratorProductDetail },
        },
      },
      async (request) => {
        const product = await findProductDetail(deps.db, request.query.Id);
        if (!product) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
        return product;
      },
    );

    app.post(
      '/api/integrator/product',
      {
        schema: {
          tags,
          security,
          summary: 'Create an integrator product (isDefault takes the flag from the previous one)',
          body: ZIntegratorProductInput,
          response: { 201: ZIntegratorProductDetail },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createProduct(deps.db, actorOf(request), request.body)),
    );

    app.put(
      '/api/integrator/product',
      {
        schema: {
          tags,
          security,
          summary: 'Change an integrator product; the default stays active and default',
          body: ZIntegratorProductUpdate,
          response: { 200: ZIntegratorProductDetail },
        },
      },
      async (request) => {
        const { id, ...product } = request.body;
        return changeProduct(deps.db, actorOf(request), id, product);
      },
    );

    app.delete(
      '/api/integrator/product',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a product no store uses and that is not the default',
          querystring: ZIntegratorProductIdQuery,
        },
      },
      async (request, reply) => {
        await removeProduct(deps.db, actorOf(request), request.query.Id);
        return reply.status(204).send();
      },
    );
  };
