import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/i18n/languages';
import {
  ZFileDownloaderConfig,
  ZReportFileParams,
  ZReportRunQuery,
} from '../../../shared/reports/report-run';
import type { TDb } from '../../db/database';
import { runInDataContext, withSystemAccess } from '../../db/data-context';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/app/scope';
import { createAccessCheck } from '../../session/access-revocation';
import type pg from 'pg';
import { startReportDownload } from './report-download.service';
import { requestReport } from './report-request.service';
import { takeReportSlot } from './report-slots';
import { openReportTicket } from './report-ticket';
import { useReportTicket } from './report-ticket-uses.repository';

const ZConfigQuery = z.intersection(
  ZReportRunQuery,
  z.object({ language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) }),
);

/**
 * Spec §7 file downloader. The web app asks for a config (`backendRequestUrl` and a bearer
 * `accessToken` for one report request), then fetches the file from that URL with the token. The
 * file route takes no session: the token alone says who, in which scope, and for which request;
 * the session it came from must still be live, and it works once.
 */
export const fileDownloaderRoutes =
  (deps: { db: TDb; pool: pg.Pool; secretKey: Buffer; now?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    const checkAccess = createAccessCheck(deps.db);
    const now = deps.now ?? (() => new Date());

    app.get(
      '/internal/file-downloader/config',
      {
        onRequest: app.auth.require({ area: 'reports', tenant: true }),
        schema: {
          tags,
          summary: 'A download token for one report request, and where to fetch the file',
          querystring: ZConfigQuery,
          response: { 200: ZFileDownloaderConfig },
        },
      },
      async (request, reply) => {
        const auth = await app.auth.resolve(request, reply);
        if (!auth.scope) throw new AppError('UNAUTHORIZED', { reason: auth.failure });
        const { language, ...query } = request.query;
        const { requestId, accessToken } = await requestReport(
          deps.db,
          deps.secretKey,
          { scope: scopeOf(request), familyId: auth.familyId, language, now: now().getTime() },
          query,
        );
        reply.header('cache-control', 'no-store');
        return { success: true, backendRequestUrl: `/api/reports/file/${requestId}`, accessToken };
      },
    );

    app.get(
      '/api/reports/file/:requestId',
      {
        schema: {
          tags,
          summary: 'The report file (PDF or .xlsx) of a download token',
          params: ZReportFileParams,
          headers: z.object({ authorization: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer) throw new AppError('UNAUTHORIZED', { reason: 'missing' });
        const at = now();
        const check = openReportTicket(
          deps.secretKey,
          request.params.requestId,
          bearer,
          at.getTime(),
        );
        if (!check.ok) throw new AppError('UNAUTHORIZED', { reason: check.reason });
        const { ticket } = check;
        // A session ended (logout, password reset, rights changed) since the token was issued.
        const verdict = await withSystemAccess('report-download', () =>
          checkAccess({
            userId: ticket.userId,
            familyId: ticket.familyId,
            issuedAtMs: ticket.issuedAtMs,
          }),
        );
        if (verdict !== 'ok') throw new AppError('UNAUTHORIZED', { reason: 'revoked' });
        // One attempt per token: seen again (a copied link, a log line, a replay) it fetches
        // nothing; the web app asks for a new config for each download.
        const first = await withSystemAccess('report-download', () =>
          useReportTicket(deps.db, ticket.requestId, new Date(ticket.expiresAtMs)),
        );
        if (!first) throw new AppError('UNAUTHORIZED', { reason: 'invalid' });
        const release = takeReportSlot(ticket.tenantId);
        if (!release) throw new AppError('RATE_LIMITED', { reason: 'reportsBusy' });
        try {
          const context = {
            kind: 'tenant',
            tenantId: ticket.tenantId,
            userId: ticket.userId,
          } as const;
          const download = await runInDataContext(context, () =>
            startReportDownload({ db: deps.db, pool: deps.pool, now: at }, ticket),
          );
          download.finished.then(release, release);
          await download.ready;
          return reply
            .header('content-type', download.contentType)
            .header('content-disposition', `attachment; filename="${download.fileName}"`)
            .header('cache-control', 'no-store')
            .send(download.stream);
        } catch (err) {
          release();
          throw err;
        }
      },
    );
  };
