import type pg from 'pg';
import { createDb } from '../db/database';
import { createDocument } from '../test/document-factories';
import { createStore, createTenant } from '../test/factories';

/**
 * `count` documents of one new tenant whose next pipeline step (send) is due, one every 50 ms
 * back from now, in ingestion order: what piles up while sales come in faster than documents go
 * out. Written in one statement (a backlog of 300,000 takes seconds), then analysed.
 */
export async function createDueBacklog(ownerPool: pg.Pool, count: number): Promise<void> {
  const db = createDb(ownerPool);
  const { id: tenantId } = await createTenant(db);
  const { id: storeId } = await createStore(db, { tenantId });
  const template = await createDocument(db, { tenantId, storeId, pipelineStep: 'send' });
  await ownerPool.query(
    `insert into documents (tenant_id, store_id, doc_type, invoice_type, scenario_type, invoice_no,
       invoice_date, ettn, store_name, total_pay_amount, status, pipeline_step, next_check_at)
     select tenant_id, store_id, doc_type, invoice_type, scenario_type,
       'BKL' || to_char(now(), 'YYYY') || lpad(g::text, 9, '0'), invoice_date, gen_random_uuid(),
       store_name, total_pay_amount, status, pipeline_step, now() - g * interval '50 milliseconds'
     from documents, generate_series(1, $2::int) g where id = $1`,
    [template.id, count],
  );
  await ownerPool.query('vacuum analyze documents');
}
