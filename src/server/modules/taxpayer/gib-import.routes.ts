import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { ZGibImportQuery, ZGibImportResult } from '../../../shared/taxpayer/gib-user-import';
import { fieldIssue } from '../../../shared/error-text';
import type { TTranslationKey } from '../../../shared/i18n/types';
import { AppError } from '../../lib/app-error';
import { readUpload } from '../../plugins/app/uploads';
import { actorOf, recordAudit } from '../../audit/audit.service';
import { importGibUserList } from './gib-user-import';
import { GibUserListError } from './gib-user-parser';

/** The real list is several GB; the upload streams straight into the parser, never into memory. */
const MAX_UPLOAD_BYTES = 8 * 1024 ** 3;

const fileError = (key: TTranslationKey, params?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', [fieldIssue('file', key, params)]);

/** Management: import GİB's registered-user list (platform administrators only). */
export const gibImportRoutes =
  (deps: { pool: pg.Pool }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: MAX_UPLOAD_BYTES } });
    app.post(
      '/api/taxPayer/userList/import',
      {
        onRequest: app.auth.require({ admin: true }),
        schema: {
          tags: ['taxPayer'],
          summary: "Import GİB's registered-user list (multipart field `file`, NewUserList.xsd)",
          querystring: ZGibImportQuery,
          response: { 200: ZGibImportResult },
        },
      },
      async (request) => {
        const upload = await readUpload(request);
        if (!upload) throw fileError('errors.fields.xmlFileRequired');
        try {
          return await importGibUserList(deps.pool, upload.bytes, {
            aliasKind: request.query.aliasKind,
            beforeCommit: (tx, result) =>
              recordAudit(tx, actorOf(request), {
                tenantId: null,
                action: 'import',
                entityType: 'gibUserList',
                entityId: null,
                after: { fileName: upload.filename, ...result },
              }),
          });
        } catch (e) {
          upload.drain();
          if (e instanceof GibUserListError) throw fileError(e.key, e.params);
          throw e;
        }
      },
    );
  };
