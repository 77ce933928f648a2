import { between, eq, isNotNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { invoiceCounters, invoiceSeries } from '../../db/schema/series';
import { stores } from '../../db/schema/stores';
import type { TReportParams, TReportQuery } from './report-params';

// The app's database maps camelCase fields to snake_case columns (db/database.ts): so does this.
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The numbering report (domain.md: a series' sequence restarts at 1 each year, has no gaps and is
 * never reused; numbering.ts takes it). Per series and year of the period: one summary row (first
 * and last sequence issued, documents, the counter's last value, numbers missing), then one row
 * per missing range. A number is missing when it is at or below the highest taken (the counter
 * or the highest issued) and no document holds it, so both a hole inside the sequence and numbers
 * the counter handed out without a document show. The number's year and sequence are read from
 * the number itself (PREFIX + YEAR + 9 digits).
 * Row: kind (0 summary, 1 missing range), series, store, docType, year, first, last, documents,
 * counter, missing.
 */
export function numberingQuery(scope: TDataScope, params: TReportParams): TReportQuery {
  const firstYear = Number(params.startDate.slice(0, 4));
  const lastYear = Number(params.endDate.slice(0, 4));
  const year = sql`substr(${documents.invoiceNo}, 4, 4)::int`;
  const docs = tenantWhere(
    documents,
    scope,
    isNotNull(documents.seriesId),
    sql`${documents.invoiceNo} ~ '^[A-Z0-9]{3}[0-9]{13}$'`,
    sql`${year} between ${firstYear} and ${lastYear}`,
    params.storeId ? eq(documents.storeId, params.storeId) : undefined,
    params.docType ? eq(documents.docType, params.docType) : undefined,
  );
  const series = tenantWhere(
    invoiceSeries,
    scope,
    params.storeId ? eq(invoiceSeries.storeId, params.storeId) : undefined,
    params.docType ? eq(invoiceSeries.docType, params.docType) : undefined,
  );
  const counters = sql`${invoiceCounters.tenantId} = ${invoiceSeries.tenantId}
    and ${invoiceCounters.seriesId} = ${invoiceSeries.id}
    and ${between(invoiceCounters.year, firstYear, lastYear)}`;
  const query = sql`
    with issued as (
      select ${documents.seriesId} as series_id, ${year} as year,
             substr(${documents.invoiceNo}, 8)::bigint as seq
      from ${documents} where ${docs}
    ),
    taken as (
      select ${invoiceSeries.id} as series_id, ${invoiceCounters.year} as year,
             ${invoiceCounters.lastValue} as last_value
      from ${invoiceSeries} join ${invoiceCounters} on ${counters} where ${series}
    ),
    stats as (
      select coalesce(i.series_id, t.series_id) as series_id, coalesce(i.year, t.year) as year,
             i.first_seq, i.last_seq, coalesce(i.documents, 0) as documents, t.last_value,
             greatest(coalesce(t.last_value, 0), coalesce(i.last_seq, 0)) as top
      from (select series_id, year, min(seq) as first_seq, max(seq) as last_seq, count(*) as documents
            from issued group by series_id, year) i
      full join taken t on t.series_id = i.series_id and t.year = i.year
    ),
    holes as (
      select series_id, year, prev + 1 as gap_from, seq - 1 as gap_to
      from (select series_id, year, seq,
                   lag(seq, 1, 0::bigint) over (partition by series_id, year order by seq) as prev
            from issued) ordered
      where seq - prev > 1
      union all
      select series_id, year, coalesce(last_seq, 0) + 1, top from stats
      where top > coalesce(last_seq, 0)
    ),
    report as (
      select series_id, year, 0 as kind, first_seq as seq_from, last_seq as seq_to, documents,
             last_value, top - documents as missing
      from stats
      union all
      select series_id, year, 1, gap_from, gap_to, null, null, gap_to - gap_from + 1 from holes
    )
    select r.kind, s.prefix, st.name, s.doc_type, r.year, r.seq_from, r.seq_to, r.documents,
           r.last_value, r.missing
    from report r
    join ${invoiceSeries} s on s.tenant_id = ${scope.tenantId} and s.id = r.series_id
    join ${stores} st on st.tenant_id = s.tenant_id and st.id = s.store_id
    order by s.prefix, st.name collate "tr-TR-x-icu", s.id, r.year, r.kind, r.seq_from`;
  return dialect.sqlToQuery(query);
}
