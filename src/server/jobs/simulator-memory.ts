import type pg from 'pg';
import { withSystemAccess } from '../db/data-context';
import type { TSimulatorHistory } from '../documents/integrators/simulator/history';

/**
 * What the in-process simulator "had" before it started: documents this database records as
 * sent (the demo data, or documents sent before a restart wiped the simulator's memory). Probed
 * per tenant through the (tenant_id, ettn) unique index. The simulator stands for an outside
 * integrator that knows every tenant's documents, hence system access.
 */
export function databaseHistory(pool: pg.Pool): TSimulatorHistory {
  return async (ettn) => {
    const { rows } = await withSystemAccess('simulator-recall', () =>
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
