import type pg from 'pg';

// 0011's statement-level trigger keeps every row a COPY adds in a transition table and groups it
// into count deltas, per COPY: the bulk seed pauses it and counts all its documents once instead.
const COUNT_TRIGGER = 'documents_counts_insert';

/** Inside the seed's transaction: a failure rolls the pause back with everything else. */
export async function pauseDocumentCounts(client: pg.PoolClient): Promise<void> {
  await client.query(`alter table documents disable trigger ${COUNT_TRIGGER}`);
}

/**
 * Turns the trigger back on and writes the day counts it would have produced once rolled up:
 * one row per (tenant, day, store, type, status, currency) with its documents, amount and items
 * (the lines of their sales, 0014), and the same summed over the stores (0013's tenant-level
 * counts, which the roll-up also feeds).
 * The caller truncated documents in this transaction, which cleared every count table.
 */
export async function fillDocumentCounts(client: pg.PoolClient): Promise<void> {
  await client.query(`alter table documents enable trigger ${COUNT_TRIGGER}`);
  await client.query(
    `insert into document_day_counts
       (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
     select d.tenant_id, d.invoice_date, d.store_id, d.doc_type, d.status, d.currency_code,
            count(*), sum(d.total_pay_amount), coalesce(sum(l.items), 0)
       from documents d
       left join (select tenant_id, sale_transaction_id, count(*) as items
                    from sale_transaction_details group by 1, 2) l
         on l.tenant_id = d.tenant_id and l.sale_transaction_id = d.sale_transaction_id
      group by 1, 2, 3, 4, 5, 6`,
  );
  await client.query(
    `insert into document_tenant_day_counts
       (tenant_id, day, doc_type, status, currency_code, documents, amount, items)
     select tenant_id, day, doc_type, status, currency_code, sum(documents), sum(amount),
            sum(items)
       from document_day_counts group by 1, 2, 3, 4, 5`,
  );
}
