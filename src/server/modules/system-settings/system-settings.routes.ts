import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSettingList,
  ZSettingUpdate,
  ZSettingView,
  ZTestMailInput,
  ZTestMailResult,
} from '../../../shared/system-settings/system-settings';
import { actorOf } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { senderHeaders, type TMailer } from '../../lib/mailer';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/app/scope';
import { listSettings, mailSenderOf, updateSetting } from './system-settings.service';
import { testMail } from './test-mail';

export type TSystemSettingsDeps = { db: TDb; mailer: TMailer; mailFrom: string; publicUrl: string };

const tags = ['management'];
const security = [{ bearerAuth: [] }];

/** Sistem Ayarları (spec §2 management): owners read their tenant's values, admins change them. */
export const systemSettingsRoutes =
  (deps: TSystemSettingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/settings',
      {
        onRequest: app.auth.require({ area: 'management' }),
        schema: {
          tags,
          security,
          summary: 'The configurable rules and mail settings: global, tenant and effective values',
          response: { 200: ZSettingList },
        },
      },
      async (request) => {
        const { tenantId } = scopeOf(request);
        return { tenantId, list: await listSettings(deps.db, tenantId) };
      },
    );

    app.put(
      '/api/management/settings',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary:
            'Set one setting globally or for the selected tenant (value null removes it); audited',
          body: ZSettingUpdate,
          response: { 200: ZSettingView },
        },
      },
      async (request) =>
        updateSetting(deps.db, actorOf(request), scopeOf(request).tenantId, request.body),
    );

    app.post(
      '/api/management/settings/test-mail',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags,
          security,
          summary: 'Send a test message with the stored mail settings',
          body: ZTestMailInput,
          response: { 200: ZTestMailResult },
        },
      },
      async (request) => {
        const headers = senderHeaders(deps.mailFrom, await mailSenderOf(deps.db)());
        await deps.mailer.send(testMail(request.body.to, deps.publicUrl)).catch((e: unknown) => {
          throw new AppError('SERVICE_UNAVAILABLE', {
            reason: 'mailFailed',
            cause: e instanceof Error ? e.message : String(e),
          });
        });
        const from = headers.from;
        return {
          sent: true as const,
          from: typeof from === 'string' ? from : `${from.name} <${from.address}>`,
        };
      },
    );
  };
