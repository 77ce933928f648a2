import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelDocumentInput,
  ZDocumentActionResult,
  ZDocumentIdQuery,
  ZEttnQuery,
  ZIntegratorRequest,
  ZIntegratorResponseList,
  ZResendDocumentInput,
} from '../../../shared/invoice/document-actions';
import type { TDb } from '../../db/database';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { listIntegratorResponses, readIntegratorRequest } from './integrator-exchanges.service';
import { cancelDocument, resendDocument } from './invoice-actions.service';
import type { TDocumentFileSources } from './invoice-files.service';

const tags = ['invoice'];

/** Spec §7 invoice actions: cancel, resend and the integrator request/response dialogs. */
export const invoiceActionsRoutes =
  (deps: { db: TDb; sources: TDocumentFileSources }): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Invoice.View' });

    app.post(
      '/api/invoice/cancel',
      {
        onRequest: view,
        config: { queuesDocuments: true },
        schema: {
          tags,
          description:
            'Requests cancellation of a sent e-Arşiv document (spec §5). The pipeline asks the ' +
            'integrator; the status becomes 5 once it confirms.',
          body: ZCancelDocumentInput,
          response: { 200: ZDocumentActionResult },
        },
      },
      async (request) =>
        cancelDocument(deps.db, actorOf(request), dataScopeOf(scopeOf(request)), request.body),
    );

    app.post(
      '/api/invoice/resend',
      {
        onRequest: view,
        config: { queuesDocuments: true },
        schema: {
          tags,
          description:
            'Queues a resendable failed document for another attempt; `customer` corrects the ' +
            'buyer of a document nothing of which reached GİB (it is rebuilt, same number and ETTN).',
          body: ZResendDocumentInput,
          response: { 200: ZDocumentActionResult },
        },
      },
      async (request) =>
        resendDocument(deps.db, actorOf(request), dataScopeOf(scopeOf(request)), request.body),
    );

    app.get(
      '/api/invoice/integrator-request',
      {
        onRequest: view,
        schema: { tags, querystring: ZDocumentIdQuery, response: { 200: ZIntegratorRequest } },
      },
      async (request) =>
        readIntegratorRequest(
          deps.db,
          deps.sources,
          dataScopeOf(scopeOf(request)),
          request.query.documentId,
        ),
    );

    app.get(
      '/api/invoice/integrator-response',
      {
        onRequest: view,
        schema: { tags, querystring: ZEttnQuery, response: { 200: ZIntegratorResponseList } },
      },
      async (request) =>
        listIntegratorResponses(deps.db, dataScopeOf(scopeOf(request)), request.query.ettn),
    );
  };
