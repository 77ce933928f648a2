import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEttnQuery,
  ZSaleTransactionIdQuery,
  ZUblQuery,
} from '../../../shared/invoice/document-actions';
import {
  type TInvoiceMessageKey,
  ublRefusal,
  viewRefusal,
  xadesRefusal,
} from '../../../shared/invoice/document-rules';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { findDocument } from './document.repository';
import type { TDocumentRecord } from './document-row';
import { signedXmlOf, viewOf, type TDocumentFileSources } from './invoice-files.service';

export type TInvoiceFilesDeps = { db: TDb; sources: TDocumentFileSources };

const tags = ['invoice'];

/** Images and fonts inline (GİB's logo, QR code and signature images are data: URIs). */
export const HTML_VIEW_CSP =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";

function refuse(key: TInvoiceMessageKey | null): void {
  if (key) throw new AppError('UNPROCESSABLE', { reason: key });
}

function baseName(doc: TDocumentRecord): string {
  return doc.invoiceNo ?? doc.ettn;
}

function sendFile(
  reply: FastifyReply,
  file: { content: Buffer; contentType: string },
  disposition: 'attachment' | 'inline',
  filename: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** Spec §7 downloads: UBL by ettn, XadesBes by sale, the e-document view (pdfUrl). */
export const invoiceFilesRoutes =
  (deps: TInvoiceFilesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.auth.require({ tenant: true, permission: 'Invoice.View' });

    app.get(
      '/api/invoice/ubl',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'The signed UBL-TR XML. The stored file is exactly what the integrator received, so ' +
            'it is served without calling the integrator whatever `dontCallIntegrator` says.',
          querystring: ZUblQuery,
        },
      },
      async (request, reply) => {
        const doc = await findDocument(deps.db, dataScopeOf(scopeOf(request)), request.query);
        refuse(ublRefusal(doc));
        const file = await signedXmlOf(deps.db, deps.sources, doc);
        return sendFile(reply, file, 'attachment', `${baseName(doc)}.xml`);
      },
    );

    app.get(
      '/api/invoice/xades-bes',
      {
        onRequest: view,
        schema: {
          tags,
          description: 'The XAdES-BES signed document of a sale transaction.',
          querystring: ZSaleTransactionIdQuery,
        },
      },
      async (request, reply) => {
        const doc = await findDocument(deps.db, dataScopeOf(scopeOf(request)), request.query);
        refuse(xadesRefusal(doc));
        const file = await signedXmlOf(deps.db, deps.sources, doc);
        return sendFile(reply, file, 'attachment', `${baseName(doc)}_XadesBes.xml`);
      },
    );

    app.get(
      '/api/invoice/view',
      {
        onRequest: view,
        schema: {
          tags,
          description:
            'The e-document view (pdfUrl): PDF when headless Chromium is available, else HTML ' +
            "rendered with the document's embedded XSLT.",
          querystring: ZEttnQuery,
        },
      },
      async (request, reply) => {
        const doc = await findDocument(deps.db, dataScopeOf(scopeOf(request)), request.query);
        refuse(viewRefusal(doc));
        const file = await viewOf(deps.db, deps.sources, doc);
        // The HTML comes from a stylesheet the tenant uploaded: it opens as an opaque origin
        // without scripts, forms or fetches, so it can never act as the signed-in user.
        if (file.extension === 'html') reply.header('content-security-policy', HTML_VIEW_CSP);
        return sendFile(reply, file, 'inline', `${baseName(doc)}.${file.extension}`);
      },
    );
  };
