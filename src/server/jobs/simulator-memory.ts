import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import { withSystemAccess } from '../db/data-context';
import type {
  THistoricDocument,
  TSimulatorHistory,
  TSimulatorMemory,
} from '../documents/integrators/simulator/history';

/**
 * What our database records as sent (the demo data, or documents sent before the simulator
 * started). Probed per tenant through the (tenant_id, ettn) unique index. The simulator stands
 * for an outside integrator that knows every tenant's documents, hence system access.
 */
function sentDocuments(pool: pg.Pool): TSimulatorHistory {
  return async (ettn) => {
    const { rows } = await withSystemAccess('simulator-memory', () =>
      pool.query<{
        doc_type: number;
        profile_id: string | null;
        invoice_no: string | null;
        tax_no: string | null;
        sent_at: Date;
        cancelled_at: Date | null;
      }>(
        `select d.doc_type, d.profile_id, d.invoice_no, s.tax_no,
              coalesce(d.sent_at, d.issued_at, d.created_at) as sent_at,
              case when d.status = 5 then coalesce(d.cancel_date, d.updated_at) end as cancelled_at
         from tenants t
         join lateral (
           select * from documents x
            where x.tenant_id = t.id and x.ettn = $1
              and x.status in (2, 5) and x.gib_status_code is not null
         ) d on true
         join stores s on s.tenant_id = d.tenant_id and s.id = d.store_id
        limit 1`,
        [ettn],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ettn,
      docType: row.doc_type,
      profileId: row.profile_id,
      invoiceNo: row.invoice_no,
      supplierTaxNo: row.tax_no ?? '',
      sentAt: row.sent_at,
      cancelledAt: row.cancelled_at,
    };
  };
}

const KEEP = `insert into simulator_received (ettn, doc_type, profile_id, invoice_no,
                supplier_tax_no, received_at, xml_gzip, attempts, deliveries)
              values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
              on conflict (ettn) do update set attempts = excluded.attempts,
                deliveries = excluded.deliveries, received_at = excluded.received_at,
                xml_gzip = excluded.xml_gzip`;
const RECALL = `select doc_type, profile_id, invoice_no, supplier_tax_no, received_at, xml_gzip
                from simulator_received where ettn = $1`;

/**
 * The in-process simulator's memory in this database (its own table, simulator_received): what
 * it took survives a restart of the app, as a real integrator's memory survives ours; documents
 * our rows record as sent (with their cancellations) are found too.
 */
export function databaseMemory(pool: pg.Pool): TSimulatorMemory {
  const sent = sentDocuments(pool);
  const system = <T>(fn: () => Promise<T>) => withSystemAccess('simulator-memory', fn);
  return {
    keep: async (taken) => {
      await system(() =>
        pool.query(KEEP, [
          taken.ettn,
          taken.docType,
          taken.profileId,
          taken.invoiceNo,
          taken.supplierTaxNo,
          taken.sentAt,
          gzipSync(taken.xml ?? ''),
          taken.attempts,
          taken.deliveries,
        ]),
      );
    },
    recall: async (ettn) => {
      const ours = await sent(ettn);
      if (ours) return ours;
      const { rows } = await system(() =>
        pool.query<{
          doc_type: number;
          profile_id: string | null;
          invoice_no: string | null;
          supplier_tax_no: string;
          received_at: Date;
          xml_gzip: Buffer;
        }>(RECALL, [ettn]),
      );
      const row = rows[0];
      if (!row) return null;
      const taken: THistoricDocument = {
        ettn,
        docType: row.doc_type,
        profileId: row.profile_id,
        invoiceNo: row.invoice_no,
        supplierTaxNo: row.supplier_tax_no,
        sentAt: row.received_at,
        cancelledAt: null,
        xml: gunzipSync(row.xml_gzip).toString('utf8'),
      };
      return taken;
    },
  };
}
