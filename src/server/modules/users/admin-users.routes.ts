import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminUserListQuery,
  ZCreateAdminUserInput,
  ZUpdateAdminUserInput,
  ZUserList,
  ZUserRow,
} from '../../../shared/users/users';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { invitationBase, sendInvitation, type TInvitationDeps } from './invitation';
import { listUsers, toUserRow } from './users.repository';
import { createPoolUser, updateAdminUser } from './users.service';

const tags = ['admin-users'];
const security = [{ bearerAuth: [] }];

/** Spec §2/§6: platform administrators, managed with the manageAdminUsers right and no tenant. */
export const adminUsersRoutes =
  (deps: TInvitationDeps & { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require({ manageAdminUsers: true }));

    app.get(
      '/api/admin-users',
      {
        schema: {
          tags,
          security,
          summary: 'Platform administrators, paged',
          querystring: ZAdminUserListQuery,
          response: { 200: ZUserList },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, rowCount } = await listUsers(deps.db, { kind: 'admins' }, query);
        return listEnvelope(rows, rowCount, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.post(
      '/api/admin-users',
      {
        schema: {
          tags,
          security,
          summary: 'Add an administrator; they are invited by e-mail',
          body: ZCreateAdminUserInput,
          response: { 201: ZUserRow },
        },
      },
      async (request, reply) => {
        const base = invitationBase(deps);
        const { user, code } = await createPoolUser(deps.db, actorOf(request), {
          pool: { kind: 'admins' },
          input: request.body,
        });
        void sendInvitation(deps, request, { base, user, code, place: 'posbelge' });
        return reply.status(201).send(toUserRow(user));
      },
    );

    app.put(
      '/api/admin-users',
      {
        schema: {
          tags,
          security,
          summary: "Update an administrator's name, phone, rights and active flag",
          body: ZUpdateAdminUserInput,
          response: { 200: ZUserRow },
        },
      },
      async (request) => {
        const actor = { ...actorOf(request), userId: scopeOf(request).userId };
        return updateAdminUser(deps.db, actor, request.body);
      },
    );
  };
