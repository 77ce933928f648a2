import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSession } from '../../../shared/auth/session';
import { JOB_TITLES } from '../../../shared/registration/job-titles';
import {
  ZConfirmRegistrationInput,
  ZRegistrationAccepted,
  ZRegistrationInput,
  ZRegistrationOptions,
} from '../../../shared/registration/registration';
import type { TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import type { TMailer } from '../../lib/mailer';
import type { TAccessTokens } from '../../lib/tokens';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { setSessionCookie } from '../../session/session-cookie';
import { listPlans } from './plan.repository';
import { listCountryOptions } from './registration.repository';
import { confirmRegistration } from './registration-confirm.service';
import { REGISTRATION_ACCEPTED_MESSAGE, requestRegistration } from './registration.service';

export type TRegistrationRouteDeps = {
  db: TDb;
  mailer: TMailer;
  tokens: TAccessTokens;
  publicUrl: string;
};

const tags = ['registration'];

/** Self-service sign-up (spec §5 registration form): public, signed-out routes. */
export const registrationRoutes =
  (deps: TRegistrationRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/registration/options',
      {
        config: perMinute(RATE_LIMITS.publicRead),
        schema: {
          tags,
          summary: 'What the sign-up form offers: countries, job titles and the plan catalogue',
          response: { 200: ZRegistrationOptions },
        },
      },
      async () => ({
        countries: await listCountryOptions(deps.db),
        jobTitles: JOB_TITLES.map(({ id, key }) => ({ id, key })),
        plans: await listPlans(deps.db),
      }),
    );

    app.post(
      '/api/registration',
      {
        config: perMinute(RATE_LIMITS.registration),
        schema: {
          tags,
          summary:
            'Sign up a business and its owner; a confirmation link is e-mailed. The answer is the same whether the address has an account or not',
          body: ZRegistrationInput,
          response: { 202: ZRegistrationAccepted },
        },
      },
      async (request, reply) => {
        await withSystemAccess('registration', () =>
          requestRegistration(
            {
              db: deps.db,
              mailer: deps.mailer,
              publicUrl: deps.publicUrl,
              log: (err) => request.log.error({ err }, 'registration mail failed'),
            },
            request.body,
            { ip: request.ip, requestId: String(request.id) },
          ),
        );
        return reply.status(202).send({ message: REGISTRATION_ACCEPTED_MESSAGE });
      },
    );

    app.post(
      '/api/registration/confirm',
      {
        config: perMinute(RATE_LIMITS.registration),
        schema: {
          tags,
          summary:
            'Confirm a sign-up with the e-mailed link: creates the tenant and its owner once and signs the owner in',
          body: ZConfirmRegistrationInput,
          response: { 200: ZSession },
        },
      },
      async (request, reply) => {
        const issued = await withSystemAccess('registration', () =>
          confirmRegistration(deps, request.body, {
            ip: request.ip,
            requestId: String(request.id),
          }),
        );
        setSessionCookie(reply, {
          accessToken: issued.session.token,
          refreshToken: issued.session.refreshToken,
        });
        return issued.session;
      },
    );
  };
