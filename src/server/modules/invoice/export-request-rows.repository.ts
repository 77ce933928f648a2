import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { DOCUMENT_SCREEN_COLUMNS } from './document-row';
import { documentListOrder, documentListWhere } from './invoice-list.repository';

/** What one exported row holds: the document list's 12 columns (spec §2), raw. */
export type TExportDocument = {
  storeName: string;
  docType: number;
  invoiceType: number | null;
  invoiceNo: string | null;
  /** `yyyy-MM-dd` */
  invoiceDate: string;
  scenarioType: number | null;
  ettn: string;
  posUserFullName: string | null;
  deviceDescription: string | null;
  deviceSerialNumber: string | null;
  /** Decimal text, "12.50". */
  totalPayAmount: string;
  currencyCode: string;
  status: number;
  gibStatusCode: number | null;
  gibStatusText: string | null;
  responseState: number | null;
  responseMessage: string | null;
};

type TRawRow = {
  store_name: string;
  doc_type: number;
  invoice_type: number | null;
  invoice_no: string | null;
  invoice_date: string | Date;
  scenario_type: number | null;
  ettn: string;
  pos_user_full_name: string | null;
  device_description: string | null;
  device_serial_number: string | null;
  total_pay_amount: string;
  currency_code: string;
  status: number;
  gib_status_code: number | null;
  gib_status_text: string | null;
  response_state: number | null;
  response_message: string | null;
};

const CURSOR = 'document_export_rows';

function isoDay(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function toExportDocument(r: TRawRow): TExportDocument {
  return {
    storeName: r.store_name,
    docType: r.doc_type,
    invoiceType: r.invoice_type,
    invoiceNo: r.invoice_no,
    invoiceDate: isoDay(r.invoice_date),
    scenarioType: r.scenario_type,
    ettn: r.ettn,
    posUserFullName: r.pos_user_full_name,
    deviceDescription: r.device_description,
    deviceSerialNumber: r.device_serial_number,
    totalPayAmount: r.total_pay_amount,
    currencyCode: r.currency_code,
    status: r.status,
    gibStatusCode: r.gib_status_code,
    gibStatusText: r.gib_status_text,
    responseState: r.response_state,
    responseMessage: r.response_message,
  };
}

/**
 * Streams the rows the document list shows for `query` (its own where and order, so the file
 * equals the screen) through a server-side cursor, `batchSize` rows per round trip: memory holds
 * at most two batches, never the whole result: the next batch is read while `onBatch` writes this
 * one, so the database and the writer work at the same time.
 */
export async function streamExportDocuments(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  opts: { now: Date; batchSize: number; onBatch: (rows: TExportDocument[]) => Promise<void> },
): Promise<number> {
  const select = db
    .select(DOCUMENT_SCREEN_COLUMNS)
    .from(documents)
    .where(documentListWhere(scope, query, opts.now))
    .orderBy(...documentListOrder(query.sort));
  // A cursor lives inside a transaction; read-only, so a long export blocks no writer.
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`declare ${sql.identifier(CURSOR)} no scroll cursor for ${select}`);
      const fetch = sql`fetch forward ${sql.raw(String(opts.batchSize))} from ${sql.identifier(CURSOR)}`;
      const next = () => Promise.resolve(tx.execute<TRawRow>(fetch));
      let total = 0;
      let batch = await next();
      for (;;) {
        const rows = batch.rows;
        if (rows.length === 0) return total;
        total += rows.length;
        const more = rows.length === opts.batchSize;
        const ahead = more ? next() : undefined;
        try {
          await opts.onBatch(rows.map(toExportDocument));
        } catch (err) {
          // Settle the read already sent, so its result is not left unhandled; the error wins.
          await ahead?.catch(() => undefined);
          throw err;
        }
        if (!ahead) return total;
        batch = await ahead;
      }
    },
    { accessMode: 'read only' },
  );
}
