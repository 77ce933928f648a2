import crypto from 'node:crypto';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { formatDateTime } from '../../../shared/format/date';
import type {
  TIntegratorRequest,
  TIntegratorResponseList,
} from '../../../shared/invoice/document-actions';
import { exchangeRequestBase64 } from '../../documents/exchange-request';
import { findDocument } from './document.repository';
import { findLastSendExchange, listAnsweredExchanges } from './integrator-exchange.repository';
import { signedXmlOf, type TDocumentFileSources } from './invoice-files.service';

/**
 * Spec §3 "Integrator request": what was last sent to the integrator for this document. A send
 * of the demo data keeps no copy of what left (seed/exchanges.ts): that is the document's signed
 * file, built on first request like its downloads.
 */
export async function readIntegratorRequest(
  db: TDb,
  sources: TDocumentFileSources,
  scope: TDataScope,
  documentId: string,
): Promise<TIntegratorRequest> {
  const doc = await findDocument(db, scope, { id: documentId });
  const exchange = await findLastSendExchange(db, doc.tenantId, doc.id);
  if (!exchange) return { data: { success: false, integratorRequestBase64: null, hash: null } };
  const stored = await exchangeRequestBase64(db, doc.tenantId, exchange);
  if (stored !== null || exchange.requestHash !== null) {
    return {
      data: {
        success: exchange.success,
        integratorRequestBase64: stored,
        hash: exchange.requestHash,
      },
    };
  }
  const signed = await signedXmlOf(db, sources, doc);
  return {
    data: {
      success: exchange.success,
      integratorRequestBase64: signed.content.toString('base64'),
      hash: crypto.createHash('sha256').update(signed.content).digest('hex'),
    },
  };
}

function dataText(data: unknown): string | null {
  if (data === null || data === undefined) return null;
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** Spec §3 "Integrator response": every answer the integrator gave, newest first. */
export async function listIntegratorResponses(
  db: TDb,
  scope: TDataScope,
  ettn: string,
): Promise<TIntegratorResponseList> {
  const doc = await findDocument(db, scope, { ettn });
  const rows = await listAnsweredExchanges(db, doc.tenantId, doc.id);
  return {
    list: rows.map((r) => ({
      date: formatDateTime(r.responseDate),
      status: r.responseStatus,
      data: dataText(r.responseData),
    })),
  };
}
