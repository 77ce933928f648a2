import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZForgotPasswordInput, ZResetPasswordInput } from '../../../shared/auth/password';
import {
  ZForgotPasswordResult,
  ZGetUserQuery,
  ZResetPasswordResult,
  ZUser,
} from '../../../shared/auth/user';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import type { TMailer } from '../../lib/mailer';
import { scopeOf } from '../../plugins/app/scope';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import {
  FORGOT_PASSWORD_MESSAGE,
  requestPasswordReset,
  RESET_DONE_MESSAGE,
  resetPassword,
} from './password-reset.service';
import { toUserDto, findUserById } from '../users/users.public';

export type TAccountRouteDeps = {
  db: TDb;
  mailer: TMailer;
  config: Pick<TConfig, 'publicUrl'>;
};

const tags = ['user'];
const security = [{ bearerAuth: [] }];

export const accountRoutes =
  (deps: TAccountRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user',
      {
        onRequest: app.auth.require(),
        schema: {
          tags,
          security,
          summary: "A user: one's own data, or anyone's for administrators",
          querystring: ZGetUserQuery,
          response: { 200: ZUser },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const id = request.query.id ?? scope.userId;
        if (id !== scope.userId && !scope.isAdmin) {
          throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
        }
        const user = await findUserById(deps.db, id);
        if (!user) throw new AppError('NOT_FOUND', { reason: 'user' });
        return toUserDto(user, { sensitive: request.query.exposeSensitiveInfo });
      },
    );

    app.post(
      '/api/user/forgotPassword',
      {
        config: perMinute(RATE_LIMITS.passwordMail),
        schema: {
          tags,
          summary:
            'E-mail a password reset link; the answer is the same whether the address exists or not',
          body: ZForgotPasswordInput,
          response: { 200: ZForgotPasswordResult },
        },
      },
      async (request) => {
        await withSystemAccess('password-reset', () =>
          requestPasswordReset(
            {
              db: deps.db,
              mailer: deps.mailer,
              log: (err) => request.log.error({ err }, 'reset mail failed'),
            },
            {
              email: request.body.email,
              baseUrl: deps.config.publicUrl,
              actor: { ip: request.ip, requestId: String(request.id) },
            },
          ),
        );
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    app.post(
      '/api/user/resetPassword',
      {
        config: perMinute(RATE_LIMITS.passwordReset),
        schema: {
          tags,
          summary: 'Set a new password with the e-mailed code (spec §5 strength rules)',
          body: ZResetPasswordInput,
          response: { 200: ZResetPasswordResult },
        },
      },
      async (request) => {
        await withSystemAccess('password-reset', () =>
          resetPassword(deps, request.body, { ip: request.ip, requestId: String(request.id) }),
        );
        return { message: RESET_DONE_MESSAGE };
      },
    );
  };
