import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivationResult,
  ZCreateUserInput,
  ZUpdateUserInput,
  ZUserActivationInput,
  ZUserList,
  ZUserListQuery,
  ZUserRow,
} from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { AppError } from '../../lib/app-error';
import { requireTenant, scopeOf, type TScope } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { invitationBase, sendInvitation, type TInvitationDeps } from './invitation';
import { findInvitingTenantName, listUsers, toUserRow, type TUserPool } from './users.repository';
import { createPoolUser, setUserActivation, updateTenantUser } from './users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** Spec §6 has no edit key for users: changes are for the owner (and administrators). */
function assertCanManage(scope: TScope): void {
  if (!scope.isAdmin && !scope.isOwner) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
}

const tenantPool = (scope: TScope): TUserPool => ({
  kind: 'tenant',
  tenantId: requireTenant(scope),
});

/** The selected tenant's users (spec §2 users: a tenant is selected; Users.View). */
export const usersRoutes =
  (deps: TInvitationDeps & { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require({ tenant: true, area: 'users' }));

    app.get(
      '/api/users',
      {
        schema: {
          tags,
          security,
          summary: "The selected tenant's users, active or passive, paged",
          querystring: ZUserListQuery,
          response: { 200: ZUserList },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, rowCount } = await listUsers(deps.db, tenantPool(scopeOf(request)), query);
        return listEnvelope(rows, rowCount, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.post(
      '/api/users',
      {
        schema: {
          tags,
          security,
          summary: 'Add a user to the selected tenant; they are invited by e-mail',
          body: ZCreateUserInput,
          response: { 201: ZUserRow },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        assertCanManage(scope);
        const base = invitationBase(deps);
        const tenantId = requireTenant(scope);
        const { user, code } = await createPoolUser(deps.db, actorOf(request), {
          pool: { kind: 'tenant', tenantId },
          input: request.body,
        });
        const place = (await findInvitingTenantName(deps.db, tenantId)) ?? 'posbelge';
        void sendInvitation(deps, request, { base, user, code, place });
        return reply.status(201).send(toUserRow(user));
      },
    );

    app.put(
      '/api/users',
      {
        schema: {
          tags,
          security,
          summary: "Update a user's name, phone and permissions (spec §6 keys)",
          body: ZUpdateUserInput,
          response: { 200: ZUserRow },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        assertCanManage(scope);
        return updateTenantUser(deps.db, actorOf(request), tenantPool(scope), request.body);
      },
    );

    app.put(
      '/api/users/activation',
      {
        schema: {
          tags,
          security,
          summary: 'Activate or deactivate users of the selected tenant; all or nothing',
          body: ZUserActivationInput,
          response: { 200: ZActivationResult },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        assertCanManage(scope);
        const actor = { ...actorOf(request), userId: scope.userId };
        return {
          updated: await setUserActivation(deps.db, actor, tenantPool(scope), request.body),
        };
      },
    );
  };
