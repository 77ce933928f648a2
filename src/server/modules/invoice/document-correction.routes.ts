import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResendForm, ZResendFormQuery } from '../../../shared/invoice/document-correction';
import type { TDb } from '../../db/database';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { readResendForm } from './document-correction.service';

const tags = ['invoice'];

/** Spec §3 "Resend document": what the correct-and-resend form shows. */
export const documentCorrectionRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Invoice.View' });

    app.get(
      '/api/invoice/resend-form',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'The buyer of a document as a resend would carry it (editable when `correctable`) ' +
            'and, read-only, its receipt number, time, amounts, currency, lines and device. ' +
            '`refusal` says why it cannot be resent. POST /api/invoice/resend saves and sends.',
          querystring: ZResendFormQuery,
          response: { 200: ZResendForm },
        },
      },
      async (request) =>
        readResendForm(deps.db, dataScopeOf(scopeOf(request)), request.query.documentId),
    );
  };
