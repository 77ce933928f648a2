import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import {
  ZDocumentExportAccepted,
  ZDocumentExportInput,
} from '../../../shared/invoice/document-actions';
import { ZErrorBody } from '../../../shared/errors';
import { ZDocumentListResponse, ZFailedCount } from '../../../shared/invoice/document-list';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import {
  ZDocumentExportStatus,
  ZExportRequestIdParams,
} from '../../../shared/invoice/document-export';
import { getExportStatus, requestDocumentExport } from './export-request.service';
import { invoiceActionsRoutes } from './invoice-actions.routes';
import { documentCorrectionRoutes } from './document-correction.routes';
import { engineFileSources } from './invoice-file-sources';
import type { TDocumentFileSources } from './invoice-files.service';
import { invoiceFilesRoutes } from './invoice-files.routes';
import { countFailedDocuments, listDocuments } from './invoice-list.repository';

export type TInvoiceDeps = { db: TDb; config: TConfig; sources?: TDocumentFileSources };

const tags = ['invoice'];

/** Spec §7 invoice actions for the web app, all inside the request's tenant (and store). */
export const invoiceRoutes =
  (deps: TInvoiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Invoice.View' });
    const sources = deps.sources ?? engineFileSources(deps);
    await app.register(invoiceActionsRoutes({ db: deps.db, sources }));
    await app.register(documentCorrectionRoutes({ db: deps.db }));
    await app.register(invoiceFilesRoutes({ db: deps.db, sources }));

    app.get(
      '/api/invoice/list',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'Documents, newest invoice date first. `filter` is a comma list of URI-encoded ' +
            '`field:value:type` entries: storeName/invoiceNo/ettn/searchText `search`, ' +
            'docType/status/scenarioType/invoiceType/storeId `eq`, storeId `in` (ids joined by `|`, ' +
            'at most 50), invoiceDate `range` ' +
            '(`yyyy-MM-dd~yyyy-MM-dd`, the last month when absent). `sort` is one `field:asc|desc`.',
          querystring: ZDocumentListQuery,
          response: { 200: ZDocumentListResponse },
        },
        // The schema documents the answer; checking every row of every page against it again
        // cost more than the query (issue 12). The handler's type is ZDocumentListResponse's
        // own, and the route test parses real answers with it.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const q = request.query;
        const scope = dataScopeOf(scopeOf(request));
        const { list, rowCount, capped } = await listDocuments(deps.db, scope, q);
        const first = (q.page - 1) * q.size;
        return {
          ...listEnvelope(list, rowCount, q),
          firstRowOnPage: list.length > 0 ? first + 1 : 0,
          lastRowOnPage: list.length > 0 ? first + list.length : 0,
          ...(capped ? { rowCountCapped: true as const } : {}),
        };
      },
    );

    app.get(
      '/api/invoice/failed-count',
      { onRequest: view, schema: { tags, response: { 200: ZFailedCount } } },
      async (request) => ({
        totalCount: await countFailedDocuments(deps.db, dataScopeOf(scopeOf(request))),
      }),
    );

    app.post(
      '/api/invoice/export',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'Records a request to e-mail the filtered document list as .xlsx and answers 202 with ' +
            'its id; the export job builds the file and mails it (follow it with GET ' +
            '/api/invoice/export/{id}). `email` other than the signed-in user’s own ' +
            'address is refused (403) unless the user is a platform administrator or tenant owner.',
          body: ZDocumentExportInput,
          response: { 202: ZDocumentExportAccepted, 403: ZErrorBody },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const id = await requestDocumentExport(deps.db, actorOf(request), dataScopeOf(scope), {
          ...request.body,
          mayMailOthers: scope.isAdmin || scope.isOwner,
        });
        return reply.status(202).send({ exportRequestId: id });
      },
    );

    app.get(
      '/api/invoice/export/:id',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'Where one of the signed-in user’s own export requests stands: pending, done (with ' +
            'the mailed row count) or failed. Another user’s or tenant’s request is 404.',
          params: ZExportRequestIdParams,
          response: { 200: ZDocumentExportStatus, 404: ZErrorBody },
        },
      },
      async (request) =>
        getExportStatus(
          deps.db,
          dataScopeOf(scopeOf(request)),
          actorOf(request).userId,
          request.params.id,
        ),
    );
  };
