import { between, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { invoiceCounters, invoiceSeries } from '../../db/schema/series';
import { tenants } from '../../db/schema/tenants';
import {
  GlobalSearchType,
  type TTransactionResult,
} from '../../../shared/global-search/global-search';
import { scopeWhere, type TSearchScope } from './search-scope';
import type { TNumberStart, TSequenceEnd, TTransactionQuery } from './transaction-query';

export type TSearchWindow = { from: string; to: string };
type TFind = { scope: TSearchScope; window: TSearchWindow; limit: number };

const d = documents;
const INVOICE_NO_LENGTH = 16;
const s = invoiceSeries;
const FOUND_COLUMNS = sql`${d.tenantId} as tenant_id, ${d.id} as id, ${d.invoiceDate} as invoice_date, ${d.invoiceNo} as invoice_no`;

const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

/** The scope's series whose prefix fits the typed beginning (never a scan of documents). */
function seriesWhere(find: TFind, more: SQL): SQL {
  return orTrue(scopeWhere(invoiceSeries, find.scope, more));
}

/**
 * Numbers that begin with the text, newest day first: per Istanbul day of the window and per
 * fitting series, one descent of (tenant, invoice date, invoice number "C") under row-level
 * security (byte-order comparisons are leakproof; LIKE is not and would read the whole range).
 * The days are the outer loop, so the search stops at the first days that give enough rows.
 */
function byNumberStart(find: TFind, start: TNumberStart): SQL {
  if (start.text.length === INVOICE_NO_LENGTH) return byWholeNumber(find, start);
  const [from, after] =
    start.text.length >= 3
      ? [sql`${start.text}`, sql`${start.after}`]
      : [
          sql`${s.prefix}::text`,
          sql`(left(${s.prefix}::text, 2) || chr(ascii(right(${s.prefix}::text, 1)) + 1))`,
        ];
  const prefix = sql`${s.prefix}::text collate "C"`;
  const fits = sql`${prefix} >= ${start.prefixFrom} and ${prefix} < ${start.prefixAfter}`;
  const number = sql`${d.invoiceNo} collate "C"`;
  return sql`
    select day_found.* from generate_series(${find.window.to}::date, ${find.window.from}::date, interval '-1 day') as day(d)
    cross join lateral (
      select series_found.* from ${s}
      cross join lateral (
        select ${FOUND_COLUMNS} from ${d}
        where ${d.tenantId} = ${s.tenantId} and ${d.invoiceDate} = day.d::date
          and ${number} >= ${from} and ${number} < ${after} and ${d.seriesId} = ${s.id}
        order by ${number} desc limit ${find.limit}
      ) series_found
      where ${seriesWhere(find, fits)}
      order by series_found.invoice_no desc limit ${find.limit}
    ) day_found
    limit ${find.limit}`;
}

/** A whole number: one key lookup per fitting series (its prefix is the number's first 3). */
function byWholeNumber(find: TFind, start: TNumberStart): SQL {
  const fits = sql`${s.prefix}::text = ${start.prefixFrom}`;
  return sql`
    select found.* from ${s} cross join lateral (
      select ${FOUND_COLUMNS} from ${d}
      where ${d.tenantId} = ${s.tenantId} and ${d.invoiceNo} = ${start.text}
        and ${between(d.invoiceDate, find.window.from, find.window.to)} and ${d.seriesId} = ${s.id}
      limit 1
    ) found
    where ${seriesWhere(find, fits)}
    limit ${find.limit}`;
}

/**
 * Digits as a number's end: the exact numbers they complete in each series of the scope and year
 * of the window that has issued that far (gapless counters), each looked up by its number.
 */
function bySequenceEnd(find: TFind, end: TSequenceEnd): SQL {
  const c = invoiceCounters;
  const years = sql.join(
    end.years.map((year) => sql`${year}`),
    sql`, `,
  );
  const issued = sql`${c.year} in (${years}) and ${c.lastValue} >= ${end.sequence}`;
  return sql`
    select found.* from ${s}
    join ${c} on ${c.tenantId} = ${s.tenantId} and ${c.seriesId} = ${s.id}
    cross join lateral (
      select ${FOUND_COLUMNS} from ${d}
      where ${d.tenantId} = ${s.tenantId}
        and ${d.invoiceNo} = (${s.prefix}::text || ${c.year}::text || ${end.padded})
        and ${between(d.invoiceDate, find.window.from, find.window.to)} and ${d.seriesId} = ${s.id}
      limit 1
    ) found
    where ${seriesWhere(find, issued)}
    order by found.invoice_date desc, found.invoice_no desc limit ${find.limit}`;
}

/** By ETTN: one key lookup per tenant in scope (the administrator's path walks the tenants). */
function byEttn(find: TFind, ettn: string): SQL {
  const inWindow = between(d.invoiceDate, find.window.from, find.window.to);
  if (find.scope.kind === 'tenant') {
    const where = tenantWhere(d, find.scope.data, eq(d.ettn, ettn), inWindow);
    return sql`select ${FOUND_COLUMNS} from ${d} where ${where} limit ${find.limit}`;
  }
  return sql`
    select found.* from ${tenants} cross join lateral (
      select ${FOUND_COLUMNS} from ${d}
      where ${d.tenantId} = ${tenants.id} and ${d.ettn} = ${ettn} and ${inWindow} limit 1
    ) found
    limit ${find.limit}`;
}

function foundSql(find: TFind, query: TTransactionQuery): SQL | null {
  if (query.kind === 'ettn') return byEttn(find, query.ettn);
  if (query.kind === 'none') return null;
  const parts = [
    query.start ? byNumberStart(find, query.start) : null,
    query.end ? bySequenceEnd(find, query.end) : null,
  ].filter((part): part is SQL => part !== null);
  if (parts.length === 0) return null;
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union `,
  );
}

type TRow = {
  tenant_id: string;
  tenant_name: string;
  id: string;
  invoice_no: string | null;
  ettn: string;
  invoice_date: string;
  doc_type: number;
  total_pay_amount: string;
  currency_code: string;
  store_id: string;
  store_name: string;
};

/** Documents of the window that match the query, newest first, at most `limit`. */
export async function searchTransactions(
  db: TDb,
  scope: TSearchScope,
  query: TTransactionQuery,
  window: TSearchWindow,
  limit: number,
): Promise<TTransactionResult[]> {
  const found = foundSql({ scope, window, limit }, query);
  if (!found) return [];
  const result = await db.execute<TRow>(sql`
    with found as (${found})
    select found.tenant_id, ${tenants.name} as tenant_name, ${d.id} as id,
      ${d.invoiceNo} as invoice_no, ${d.ettn} as ettn, ${d.invoiceDate} as invoice_date,
      ${d.docType} as doc_type, ${d.totalPayAmount} as total_pay_amount,
      ${d.currencyCode} as currency_code, ${d.storeId} as store_id, ${d.storeName} as store_name
    from found
    join ${d} on ${d.tenantId} = found.tenant_id and ${d.id} = found.id
    join ${tenants} on ${tenants.id} = found.tenant_id
    order by ${d.invoiceDate} desc, ${d.invoiceNo} desc nulls last, ${d.id}
    limit ${limit}`);
  return result.rows.map((row) => ({
    type: GlobalSearchType.transaction,
    id: row.id,
    invoiceNo: row.invoice_no,
    ettn: row.ettn,
    invoiceDate: String(row.invoice_date),
    docType: Number(row.doc_type),
    totalPayAmount: String(row.total_pay_amount),
    currencyCode: row.currency_code,
    storeId: row.store_id,
    storeName: row.store_name,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
  }));
}
