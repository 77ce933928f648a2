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

/** Spec §3 "Integrator request": what was last sent to the integrator for this document. */
export async function readIntegratorRequest(
  db: TDb,
  scope: TDataScope,
  documentId: string,
): Promise<TIntegratorRequest> {
  const doc = await findDocument(db, scope, { id: documentId });
  const exchange = await findLastSendExchange(db, doc.tenantId, doc.id);
  return {
    data: {
      success: exchange?.success ?? false,
      integratorRequestBase64: exchange
        ? await exchangeRequestBase64(db, doc.tenantId, exchange)
        : null,
      hash: exchange?.requestHash ?? null,
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
