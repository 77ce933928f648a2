import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';

let t: TTestDatabase;
let app: AppPool;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let otherStoreId: string;
const today = istanbulDay(new Date());
const yesterday = minusDays(today, 1);

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 2);
  a = await createTenantWithUser(testDb(t));
  otherStoreId = (await createStore(testDb(t), { tenantId: a.tenant.id })).id;
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

/** Inserts documents as the app does (app role, the tenant's context): [store, docType, number, day]. */
async function issue(rows: [string, number, string, string][]) {
  await withTenantAccess(a.tenant.id, () =>
    app.query(
      `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                              store_name, total_pay_amount)
       select $1, r.store_id, r.doc_type, r.invoice_no, r.day, gen_random_uuid(), 'Mağaza', 1
         from json_to_recordset($2::json)
           as r(store_id uuid, doc_type smallint, invoice_no text, day date)`,
      [
        a.tenant.id,
        JSON.stringify(
          rows.map(([storeId, docType, invoiceNo, day]) => ({
            store_id: storeId,
            doc_type: docType,
            invoice_no: invoiceNo,
            day,
          })),
        ),
      ],
    ),
  );
}

async function numberDays(): Promise<string[]> {
  const { rows } = await t.pool.query<{ row: string }>(
    `select concat_ws(' ', day, case when store_id = $2 then 'other' else 'main' end, doc_type,
                      head, first_sequence, last_sequence) as row
       from document_number_days where tenant_id = $1 order by 1`,
    [a.tenant.id, otherStoreId],
  );
  return rows.map((r) => r.row);
}

describe('document number days', () => {
  it('hold the first and last number each sequence issued on each day, in the same statement', async () => {
    const main = a.store.id;
    await issue([
      [main, 2, 'EAR2026000000005', today],
      [main, 2, 'EAR2026000000003', today],
      [main, 2, 'EAR2026000000004', yesterday],
      [main, 1, 'EAR2026000000001', today],
      [otherStoreId, 2, 'EAR2026000000002', today],
      [main, 2, 'EAR2025000000009', today],
    ]);
    await issue([
      [main, 2, 'EAR2026000000004', today],
      [main, 2, 'EAR2026000000011', today],
    ]);
    expect(await numberDays()).toEqual([
      `${yesterday} main 2 EAR2026 4 4`,
      `${today} main 1 EAR2026 1 1`,
      `${today} main 2 EAR2025 9 9`,
      `${today} main 2 EAR2026 3 11`,
      `${today} other 2 EAR2026 2 2`,
    ]);
  });

  it('widen the day a document moves to when its date or number changes', async () => {
    await withTenantAccess(a.tenant.id, () =>
      app.query(
        `update documents set invoice_date = $2, invoice_no = 'EAR2026000000020'
          where tenant_id = $1 and invoice_no = 'EAR2026000000001'`,
        [a.tenant.id, minusDays(today, 5)],
      ),
    );
    expect(await numberDays()).toContain(`${minusDays(today, 5)} main 1 EAR2026 20 20`);
  });

  it('refuse to store a number that is not prefix, year and nine digits', async () => {
    for (const bad of [
      'EAR202600000001',
      'ear2026000000001',
      'EAR2026A00000001',
      'EAR2026000000001 ',
    ]) {
      await expect(issue([[a.store.id, 2, bad, today]]), bad).rejects.toThrow(
        /documents_invoice_no_ck/,
      );
    }
  });

  it('empty with the documents', async () => {
    await t.pool.query('truncate documents cascade');
    expect(await numberDays()).toEqual([]);
  });
});
