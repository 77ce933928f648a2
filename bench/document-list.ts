import type pg from 'pg';
import { formatStats, measure } from './stats';

/**
 * The document screen's default query on whatever data the database holds: one tenant, the
 * last month, newest first, page 1 of 10, plus the row count (design.md: the DESC-index trap).
 */
export async function benchDocumentList(pool: pg.Pool): Promise<void> {
  const total = await pool.query<{ n: number }>('select count(*)::int as n from documents');
  const busiest = await pool.query<{ tenant_id: string; store_id: string; n: number }>(
    `select tenant_id, store_id, count(*)::int as n from documents
     group by tenant_id, store_id order by n desc limit 1`,
  );
  const row = busiest.rows[0];
  if (!row) {
    console.log('document-list: no documents in the database; run `npm run seed` first.');
    return;
  }
  console.log(`document-list: ${total.rows[0]?.n ?? 0} documents in the database`);
  const range = [
    "(now() at time zone 'Europe/Istanbul')::date - 31",
    "(now() at time zone 'Europe/Istanbul')::date",
  ];
  const page = (store: boolean, offset: number) =>
    pool.query(
      `select id, invoice_no, invoice_date, status, total_pay_amount from documents
       where tenant_id = $1 ${store ? 'and store_id = $2' : ''}
         and invoice_date between ${range[0]} and ${range[1]}
       order by invoice_date desc, id desc limit 10 offset ${offset}`,
      store ? [row.tenant_id, row.store_id] : [row.tenant_id],
    );
  const count = (store: boolean) =>
    pool.query(
      `select count(*) from documents where tenant_id = $1 ${store ? 'and store_id = $2' : ''}
         and invoice_date between ${range[0]} and ${range[1]}`,
      store ? [row.tenant_id, row.store_id] : [row.tenant_id],
    );
  console.log(
    formatStats('tenant, last month, page 1 (10 rows)', await measure(() => page(false, 0), 200)),
  );
  console.log(
    formatStats('tenant, last month, page 50', await measure(() => page(false, 490), 100)),
  );
  console.log(formatStats('tenant, last month, row count', await measure(() => count(false), 50)));
  console.log(
    formatStats('store, last month, page 1 (10 rows)', await measure(() => page(true, 0), 200)),
  );
  console.log(formatStats('store, last month, row count', await measure(() => count(true), 50)));
}
