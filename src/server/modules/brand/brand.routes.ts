import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBrand,
  ZBrandInput,
  ZBrandList,
  ZBrandListQuery,
  ZBrandUpdateInput,
} from '../../../shared/device/brand';
import type { TDb } from '../../db/database';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';
import { actorOf, recordAudit } from '../../audit/audit.service';
import {
  brandNameTaken,
  findBrand,
  insertBrand,
  listBrands,
  updateBrand,
} from './brand.repository';

const NAME_TAKEN = () =>
  new AppError('BRAND_TAKEN', [fieldIssue('name', 'devices.validation.brandTaken')]);

/** Hardware and software brands: any signed-in user reads them (device pickers), admins edit. */
export const brandRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['brand'];
    app.get(
      '/api/brand/list',
      {
        onRequest: app.auth.require(),
        schema: {
          tags,
          summary: 'Brands for the device pickers',
          querystring: ZBrandListQuery,
          response: { 200: ZBrandList },
        },
      },
      async (request) => ({ list: await listBrands(deps.db, request.query) }),
    );

    app.post(
      '/api/brand',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          summary: 'Adds a brand (admins)',
          body: ZBrandInput,
          response: { 201: ZBrand },
        },
      },
      async (request, reply) => {
        const brand = await deps.db.transaction(async (tx) => {
          if (await brandNameTaken(tx, request.body)) throw NAME_TAKEN();
          const row = await insertBrand(tx, request.body);
          await recordAudit(tx, actorOf(request), {
            tenantId: null,
            action: 'create',
            entityType: 'brand',
            entityId: row.id,
            after: row,
          });
          return row;
        });
        return reply.status(201).send(brand);
      },
    );

    app.put(
      '/api/brand',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          summary: 'Updates a brand (admins)',
          body: ZBrandUpdateInput,
          response: { 200: ZBrand },
        },
      },
      async (request) =>
        deps.db.transaction(async (tx) => {
          const { id, ...input } = request.body;
          const before = await findBrand(tx, id);
          if (!before) throw new AppError('NOT_FOUND', { reason: 'brand' });
          const clash = await brandNameTaken(tx, input);
          if (clash && clash !== id) throw NAME_TAKEN();
          const after = await updateBrand(tx, id, input);
          await recordAudit(tx, actorOf(request), {
            tenantId: null,
            action: 'update',
            entityType: 'brand',
            entityId: id,
            before,
            after,
          });
          if (!after) throw new AppError('NOT_FOUND', { reason: 'brand' });
          return after;
        }),
    );
  };
