import crypto from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { tenantWhere } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import { numberBlock, numberBlockError, type TNumberRequest } from '../../documents/numbering';
import { TtlCache } from '../../lib/ttl-cache';
import { jsonBody, jsonColumns, jsonSource, type TJsonColumns } from './json-rows.repository';

type TInsert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** One sale of a batch, every id chosen by the caller; its number comes from the statement. */
export type TBatchSale = {
  /** With `responseBody`: the answer a retry gets back, but its `invoiceNo`. */
  sale: TInsert<typeof saleTransactions> & { id: string };
  lines: TInsert<typeof saleTransactionDetails>[];
  payments: TInsert<typeof salePayments>[];
  /** Everything but `seriesId` and `invoiceNo`. */
  document: TInsert<typeof documents>;
};

export type TBatch = {
  series: TNumberRequest;
  /** false for a docType without numbers (Bilgi Fişi). */
  numbered: boolean;
  /** Each (device, idempotency key) at most once; every row of a table with the same keys. */
  sales: TBatchSale[];
};

/**
 * Per sale, in order: its invoice number (null when unnumbered), or undefined when its device had
 * already used its key (a retry: nothing of it was written).
 */
export type TBatchWritten = (string | null | undefined)[];

type TRow = {
  fresh: number;
  series_id: string | null;
  prefix: string | null;
  id: string | null;
  invoice_no: string | null;
};

/** The columns each table's json rows fill; no payments column list when no sale has one. */
type TShape = {
  sales: TJsonColumns;
  lines: TJsonColumns;
  payments: TJsonColumns | null;
  docs: TJsonColumns;
};

type TStatement = { name: string; text: string; params: unknown[] };

// The casing createDb gives drizzle: the statement is rendered here, to run it as a prepared one.
const dialect = new PgDialect({ casing: 'snake_case' });
// Rendered statements by series and shape; a series seen again skips drizzle's rendering.
const statements = new TtlCache<TStatement>(3_600_000, 1_000);

/**
 * Writes a batch of one series in ONE statement, so in one transaction and one round trip: the
 * sales whose device has not used their key yet, with their lines, payments and documents, and
 * their numbers as one block of the gapless counter in batch order (numbering.ts), each sale's
 * answer with its number. Nothing is written when the block cannot be taken (AppError
 * SERIES_NOT_FOUND or SERIES_EXHAUSTED). A key stored by a transaction that commits after this
 * statement started is a unique violation: the whole statement fails and nothing is written.
 *
 * Every value is a parameter, so the text is the same for every batch of the same shape: it runs
 * as a named prepared statement, planned once per connection instead of once per batch
 * (planning it costs several times more than running it).
 */
export async function writeSaleBatch(
  pool: Pick<pg.Pool, 'query'>,
  batch: TBatch,
): Promise<TBatchWritten> {
  const first = batch.sales[0];
  if (!first) return [];
  const payments = batch.sales.flatMap((s) => s.payments);
  const shape: TShape = {
    sales: jsonColumns(saleTransactions, Object.keys(first.sale)),
    lines: jsonColumns(saleTransactionDetails, Object.keys(first.lines[0] ?? {})),
    payments: payments[0] ? jsonColumns(salePayments, Object.keys(payments[0])) : null,
    docs: jsonColumns(documents, Object.keys(first.document)),
  };
  const { tenantId, storeId, docType, year } = batch.series;
  const key = [tenantId, storeId, docType, year, batch.numbered]
    .concat([shape.sales, shape.lines, shape.payments, shape.docs].map((c) => c?.signature ?? '-'))
    .join('|');
  const statement = statements.get(key) ?? render(batch, shape);
  statements.set(key, statement);
  const values = fillPlaceholders(statement.params, {
    sales: jsonBody(
      shape.sales,
      batch.sales.map((s) => s.sale),
    ),
    lines: jsonBody(
      shape.lines,
      batch.sales.flatMap((s) => s.lines),
    ),
    payments: shape.payments ? jsonBody(shape.payments, payments) : null,
    docs: jsonBody(
      shape.docs,
      batch.sales.map((s) => s.document),
    ),
  });
  const { rows } = await pool.query<TRow>({ name: statement.name, text: statement.text, values });
  const summary = rows[0];
  if (summary && summary.fresh > 0 && !summary.id) {
    const series = summary.series_id
      ? { id: summary.series_id, prefix: summary.prefix ?? '' }
      : null;
    throw numberBlockError(batch.series, series);
  }
  const numbers = new Map(rows.map((r) => [r.id, r.invoice_no]));
  return batch.sales.map((s) =>
    numbers.has(s.sale.id) ? (numbers.get(s.sale.id) ?? null) : undefined,
  );
}

function render(batch: TBatch, shape: TShape): TStatement {
  const query = dialect.sqlToQuery(batchStatement(batch, shape));
  const name = `pos_batch_${crypto.createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  return { name, text: query.sql, params: query.params };
}

function batchStatement(batch: TBatch, shape: TShape): SQL {
  const block = batch.numbered
    ? numberBlock(batch.series, sql`(select count(*) from fresh)`)
    : null;
  return sql`with ${inputCtes(batch)}${block ? sql`, ${block.ctes}` : sql``}, numbered as (
      select fresh.id,
             ${block ? block.invoiceNo(sql`fresh.n`) : sql`null::text`} as invoice_no,
             ${block ? sql`(select id from number_series)` : sql`null::uuid`} as series_id
        from fresh
       ${block ? sql`where exists (select 1 from number_block)` : sql``}
    ), ${insertCtes(shape)}
    select (select count(*) from fresh)::int as fresh,
           ${block ? sql`(select id from number_series)` : sql`null::uuid`} as series_id,
           ${block ? sql`(select prefix from number_series)` : sql`null::text`} as prefix,
           numbered.id, numbered.invoice_no
      from (select 1) as one left join numbered on true`;
}

/**
 * `input`: the batch's sales; `fresh`: those whose key is new, numbered 1..n in batch order. The
 * stored key is probed per sale (LATERAL: one unique-index lookup each), never joined as a whole.
 */
function inputCtes(batch: TBatch): SQL {
  return sql`input as (
      select * from ${jsonSource(saleTransactions, sql.placeholder('sales'))} with ordinality
    ), fresh as (
      select input.id, row_number() over (order by input.ordinality) as n
        from input
        left join lateral (
          select 1 as taken from ${saleTransactions}
           where ${tenantWhere(
             saleTransactions,
             batch.series.tenantId,
             sql`${saleTransactions.deviceId} = input.device_id`,
             sql`${saleTransactions.idempotencyKey} = input.idempotency_key`,
           )}
           limit 1
        ) as stored on true
       where stored.taken is null
    )`;
}

/** The inserts of the numbered sales: the sale with its answer, lines, payments, document. */
function insertCtes(shape: TShape): SQL {
  const answerOf = sql`input.response_body || jsonb_build_object('invoiceNo', numbered.invoice_no)`;
  const saleColumns = sql.join(
    shape.sales.names.map((n) => (n === 'response_body' ? answerOf : sql.raw(`input."${n}"`))),
    sql`, `,
  );
  const ctes = [
    sql`sales as (
      insert into ${saleTransactions} (${shape.sales.list})
      select ${saleColumns} from input join numbered on numbered.id = input.id
    )`,
  ];
  const children = [
    ['lines', saleTransactionDetails, shape.lines],
    ['payments', salePayments, shape.payments],
  ] as const;
  for (const [name, table, columns] of children) {
    if (!columns) continue;
    ctes.push(sql`${sql.raw(name)} as (
      insert into ${table} (${columns.list})
      select ${columns.list} from ${jsonSource(table, sql.placeholder(name))} as child
       where child.sale_transaction_id in (select id from numbered)
    )`);
  }
  ctes.push(sql`docs as (
      insert into ${documents} (${shape.docs.list}, "series_id", "invoice_no")
      select ${sql.raw(shape.docs.names.map((n) => `d."${n}"`).join(', '))},
             numbered.series_id, numbered.invoice_no
        from ${jsonSource(documents, sql.placeholder('docs'))} as d
        join numbered on numbered.id = d.sale_transaction_id
    )`);
  return sql.join(ctes, sql`, `);
}
