import type pg from 'pg';
import { CURRENCIES, type TCurrency } from '../../../shared/domain/enums';
import { documentDayCounts } from '../schema/document-counts';
import { CopyWriter } from './copy-binary';
import { copyAs as as, copyTable } from './copy-format';
import { copyChunks } from './copy-stream';
import type { TSeedDocument } from './document-types';
import type { TSeedStore } from './organisation-types';

// 0011's statement-level trigger keeps every row a COPY adds in a transition table and groups it
// into count deltas, per COPY: the bulk seed pauses it and counts its documents as it makes them.
const COUNT_TRIGGER = 'documents_counts_insert';

type TDayCount = {
  store: TSeedStore;
  epochDay: number;
  docType: number;
  status: number;
  currency: TCurrency;
  documents: number;
  /** kuruş */
  amount: number;
  /** the lines of the documents' sales */
  items: number;
};

const dayCountRows = copyTable<typeof documentDayCounts, TDayCount>(documentDayCounts, {
  tenantId: as.uuid((c) => c.store.tenantId),
  day: as.date((c) => c.epochDay),
  storeId: as.uuid((c) => c.store.id),
  docType: as.int2((c) => c.docType),
  status: as.int2((c) => c.status),
  currencyCode: as.text((c) => c.currency),
  documents: as.int4((c) => c.documents),
  amount: as.numeric(2, 2, (c) => c.amount),
  items: as.int4((c) => c.items),
});

/**
 * What the count triggers would have written for the seeded documents: one row per (tenant, day,
 * store, type, status, currency) with its documents, amount (0011's day counts) and items (the lines
 * of their sales, 0015).
 */
export class DayCounts {
  private readonly byStore = new Map<TSeedStore, Map<number, TDayCount>>();

  add(doc: TSeedDocument): void {
    let counts = this.byStore.get(doc.store);
    if (!counts) {
      counts = new Map();
      this.byStore.set(doc.store, counts);
    }
    const status = doc.outcome.status;
    const key =
      doc.invoiceEpochDay * 1000 +
      doc.docType * 100 +
      status * 10 +
      CURRENCIES.indexOf(doc.currency);
    const count = counts.get(key);
    if (count) {
      count.documents += 1;
      count.amount += doc.totals.payable;
      count.items += doc.lines.length;
    } else {
      const { store, invoiceEpochDay: epochDay, docType, currency } = doc;
      const amount = doc.totals.payable;
      const items = doc.lines.length;
      counts.set(key, { store, epochDay, docType, status, currency, documents: 1, amount, items });
    }
  }

  /** Writes the counts; the caller truncated documents in this transaction, which cleared them. */
  async write(client: pg.PoolClient): Promise<void> {
    const w = new CopyWriter();
    for (const counts of this.byStore.values())
      for (const count of counts.values()) dayCountRows.write(w, count);
    await copyChunks(client, dayCountRows, w.take(), false);
  }
}

/** Inside the seed's transaction: a failure rolls the pause back with everything else. */
export async function pauseDocumentCounts(client: pg.PoolClient): Promise<void> {
  await client.query(`alter table documents disable trigger ${COUNT_TRIGGER}`);
}

// What the roll-up folds besides the day counts, summed from them: over all stores (0013), per
// month and the day turnover of every status but cancelled (5), per store and over all (0021).
const DERIVED_COUNTS = [
  `insert into document_tenant_day_counts
     (tenant_id, day, doc_type, status, currency_code, documents, amount, items)
   select tenant_id, day, doc_type, status, currency_code, sum(documents), sum(amount), sum(items)
     from document_day_counts group by 1, 2, 3, 4, 5`,
  `insert into document_month_counts
     (tenant_id, month, store_id, doc_type, status, currency_code, documents, amount, items)
   select tenant_id, date_trunc('month', day)::date, store_id, doc_type, status, currency_code,
          sum(documents), sum(amount), sum(items)
     from document_day_counts group by 1, 2, 3, 4, 5, 6`,
  `insert into document_tenant_month_counts
     (tenant_id, month, doc_type, status, currency_code, documents, amount, items)
   select tenant_id, date_trunc('month', day)::date, doc_type, status, currency_code,
          sum(documents), sum(amount), sum(items)
     from document_tenant_day_counts group by 1, 2, 3, 4, 5`,
  `insert into document_day_turnover (tenant_id, day, store_id, currency_code, documents, amount)
   select tenant_id, day, store_id, currency_code, sum(documents), sum(amount)
     from document_day_counts where status <> 5 group by 1, 2, 3, 4`,
  `insert into document_tenant_day_turnover (tenant_id, day, currency_code, documents, amount)
   select tenant_id, day, currency_code, sum(documents), sum(amount)
     from document_tenant_day_counts where status <> 5 group by 1, 2, 3`,
];

/**
 * Turns the trigger back on and writes the day counts it would have produced once rolled up, and
 * every count the roll-up derives from the same deltas.
 */
export async function fillDocumentCounts(client: pg.PoolClient, counts: DayCounts): Promise<void> {
  await client.query(`alter table documents enable trigger ${COUNT_TRIGGER}`);
  await counts.write(client);
  for (const statement of DERIVED_COUNTS) await client.query(statement);
}
