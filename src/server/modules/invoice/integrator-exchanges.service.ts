import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { integratorExchanges } from '../../db/schema/integrator-exchanges';
import { formatDateTime } from '../../../shared/format/date';
import type {
  TIntegratorRequest,
  TIntegratorResponseList,
} from '../../../shared/invoice/document-actions';
import { findDocument } from './document.repository';
import type { TInvoiceScope } from './invoice-scope';

/** Spec §3 "Integrator request": what was last sent to the integrator for this document. */
export async function readIntegratorRequest(
  db: TDb,
  scope: TInvoiceScope,
  documentId: string,
): Promise<TIntegratorRequest> {
  const doc = await findDocument(db, scope, { id: documentId });
  const [exchange] = await db
    .select()
    .from(integratorExchanges)
    .where(
      and(
        eq(integratorExchanges.tenantId, doc.tenantId),
        eq(integratorExchanges.documentId, doc.id),
        eq(integratorExchanges.operation, 'send'),
      ),
    )
    .orderBy(desc(integratorExchanges.createdAt), desc(integratorExchanges.id))
    .limit(1);
  return {
    data: {
      success: exchange?.success ?? false,
      integratorRequestBase64: exchange?.requestBase64 ?? null,
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
  scope: TInvoiceScope,
  ettn: string,
): Promise<TIntegratorResponseList> {
  const doc = await findDocument(db, scope, { ettn });
  const rows = await db
    .select()
    .from(integratorExchanges)
    .where(
      and(
        eq(integratorExchanges.tenantId, doc.tenantId),
        eq(integratorExchanges.documentId, doc.id),
        isNotNull(integratorExchanges.responseDate),
      ),
    )
    .orderBy(desc(integratorExchanges.responseDate), desc(integratorExchanges.createdAt));
  return {
    list: rows.map((r) => ({
      date: formatDateTime(r.responseDate),
      status: r.responseStatus,
      data: dataText(r.responseData),
    })),
  };
}
