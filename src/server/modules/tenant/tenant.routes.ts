import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../../shared/auth/permissions';
import {
  ZTenant,
  ZTenantActivationInput,
  ZTenantActivationResult,
  ZTenantDeleteQuery,
  ZTenantDeleteResult,
  ZTenantIdQuery,
  ZTenantList,
  ZTenantListQuery,
  ZUpdateTenantInput,
} from '../../../shared/tenant/tenant';
import { ZQueryBoolean } from '../../../shared/list/query-boolean';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { AppError } from '../../lib/app-error';
import { assertTenantAccess, scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { deleteTenant } from './tenant-delete.service';
import { findTenant, listTenants } from './tenant.repository';
import { setTenantActivation, updateTenant } from './tenant.service';

const tags = ['tenant'];
const security = [{ bearerAuth: [] }];

/**
 * Spec §7 tenant calls. The list, activation and delete are for administrators; a tenant user
 * reads (Tenant.View) and edits (Tenant.Edit) only their own tenant — the owner flag grants both.
 */
export const tenantRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tenant/list',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Tenants, paged, searchable and sortable (administrators)',
          querystring: ZTenantListQuery,
          response: { 200: ZTenantList },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, rowCount } = await listTenants(deps.db, scopeOf(request), query);
        return listEnvelope(rows, rowCount, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.get(
      '/api/tenant',
      {
        onRequest: app.auth.require(),
        schema: {
          tags,
          security,
          summary: 'One tenant (administrators: any; others: their own)',
          querystring: ZTenantIdQuery.extend({
            exposeSensitiveData: ZQueryBoolean.default(false),
          }),
          response: { 200: ZTenant },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        // The same right that shows the tenant menu entry (menu-tree: Tenant.View or Organisation.View).
        if (!can(scope, 'Tenant.View') && !can(scope, 'Organisation.View')) {
          throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
        }
        assertTenantAccess(scope, request.query.id);
        const tenant = await findTenant(deps.db, request.query.id, {
          sensitive: request.query.exposeSensitiveData,
        });
        if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
        return tenant;
      },
    );

    app.put(
      '/api/tenant',
      {
        onRequest: app.auth.require({ permission: 'Tenant.Edit' }),
        schema: {
          tags,
          security,
          summary: 'Update name, phone number and address',
          body: ZUpdateTenantInput,
          response: { 200: ZTenant },
        },
      },
      async (request) => {
        assertTenantAccess(scopeOf(request), request.body.id);
        await updateTenant(deps.db, actorOf(request), request.body);
        const tenant = await findTenant(deps.db, request.body.id, { sensitive: true });
        if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
        return tenant;
      },
    );

    app.put(
      '/api/tenant/activation',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Activate or deactivate tenants in bulk; all or nothing',
          body: ZTenantActivationInput,
          response: { 200: ZTenantActivationResult },
        },
      },
      async (request) => ({
        updated: await setTenantActivation(deps.db, actorOf(request), request.body),
      }),
    );

    app.delete(
      '/api/tenant',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Delete a tenant that has no documents (otherwise 409: deactivate it)',
          querystring: ZTenantDeleteQuery,
          response: { 200: ZTenantDeleteResult },
        },
      },
      async (request) => {
        await deleteTenant(deps.db, actorOf(request), request.query.Id);
        return { deleted: true as const };
      },
    );
  };
