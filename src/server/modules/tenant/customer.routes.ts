import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateCustomerInput, ZOwnerEmailInput, ZTenant } from '../../../shared/tenant/tenant';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../audit/audit.service';
import { invitationBase, sendInvitation, type TInvitationDeps } from '../users/users.public';
import { findTenant } from './tenant.repository';
import { changeOwnerEmail, createCustomer } from './tenant.service';

const tags = ['tenant'];
const security = [{ bearerAuth: [] }];

/** Spec §7 `POST /user/customer` and `PUT /User/Email`: administrators only. */
export const customerRoutes =
  (deps: TInvitationDeps & { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/user/customer',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Create a tenant with its owner; the owner is invited by e-mail',
          body: ZCreateCustomerInput,
          response: { 201: ZTenant },
        },
      },
      async (request, reply) => {
        const base = invitationBase(deps);
        const created = await createCustomer(deps.db, actorOf(request), request.body);
        const tenant = await findTenant(deps.db, created.tenantId, { sensitive: true });
        if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
        void sendInvitation(deps, request, {
          base,
          user: created.owner,
          code: created.code,
          place: tenant.name,
        });
        return reply.status(201).send(tenant);
      },
    );

    app.put(
      '/api/User/Email',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: "Change a tenant owner's e-mail address",
          body: ZOwnerEmailInput,
          response: { 200: ZTenant },
        },
      },
      async (request) => {
        await changeOwnerEmail(deps.db, actorOf(request), request.body);
        const tenant = await findTenant(deps.db, request.body.tenantId, { sensitive: true });
        if (!tenant) throw new AppError('NOT_FOUND', { reason: 'tenant' });
        return tenant;
      },
    );
  };
