import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTaxNo } from '../../../shared/domain/tax-id';
import { verifyPassword } from '../../lib/passwords';
import { decryptSecret, otpBinding } from '../../lib/secrets';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from './demo-accounts';
import { AlreadySeededError, isSeeded, seedDemoData } from './seed';

const NOW = new Date('2026-06-15T09:30:00Z');
const KEY = Buffer.alloc(32, 7);
const DOCUMENTS = 2000;
const INDEX_SQL = `select tablename, indexname, indexdef from pg_indexes
  where tablename in ('documents', 'sale_transactions', 'sale_payments', 'sale_transaction_details') order by 2`;
const FK_SQL = `select conname, pg_get_constraintdef(oid) as def, convalidated from pg_constraint
  where contype = 'f' and (conrelid::regclass::text in ('documents', 'sale_payments', 'sale_transaction_details', 'document_files', 'integrator_exchanges')
    or confrelid::regclass::text in ('documents', 'sale_transactions')) order by 1`;

let database: TTestDatabase;
let pool: pg.Pool;
let indexesBefore: unknown[];
let foreignKeysBefore: unknown[];

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await pool.query(sql, params)).rows as T[];
}

async function distinct(column: string): Promise<number[]> {
  const res = await rows<{ v: number }>(
    `select distinct ${column} as v from documents where ${column} is not null order by 1`,
  );
  return res.map((r) => r.v);
}

beforeAll(async () => {
  database = await createTestDatabase();
  pool = database.pool;
  indexesBefore = await rows(INDEX_SQL);
  foreignKeysBefore = await rows(FK_SQL);
  expect(await isSeeded(pool)).toBe(false);
  const res = await seedDemoData(pool, { documents: DOCUMENTS, seed: 1, now: NOW, secretKey: KEY });
  expect(res.documents).toBe(DOCUMENTS);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe('seedDemoData', () => {
  it('loads the documents with their sales and restores every index and foreign key', async () => {
    const [counts] = await rows<{ docs: number; sales: number; lines: number }>(
      `select (select count(*)::int from documents) as docs, (select count(*)::int from sale_transactions) as sales,
              (select count(*)::int from sale_transaction_details) as lines`,
    );
    expect(counts).toMatchObject({ docs: DOCUMENTS, sales: DOCUMENTS });
    expect(counts?.lines).toBeGreaterThan(DOCUMENTS);
    expect(await rows(INDEX_SQL)).toEqual(indexesBefore);
    expect(await rows(FK_SQL)).toEqual(foreignKeysBefore);
  });

  it('leaves the day counts the count triggers would give, with the triggers on again', async () => {
    // Day counts plus pending deltas, against the documents grouped the same way: no row differs.
    const differing = await rows(
      `with counted as (
         select tenant_id, day, store_id, doc_type, status, currency_code,
                sum(documents)::int as documents, sum(amount) as amount, sum(items)::int as items
           from (select tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items
                   from document_day_counts
                 union all
                 select tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items
                   from document_count_deltas) c
          group by 1, 2, 3, 4, 5, 6),
       stored as (
         select d.tenant_id, d.invoice_date as day, d.store_id, d.doc_type, d.status, d.currency_code,
                count(*)::int as documents, sum(d.total_pay_amount) as amount,
                sum((select count(*) from sale_transaction_details l
                      where l.tenant_id = d.tenant_id
                        and l.sale_transaction_id = d.sale_transaction_id))::int as items
           from documents d group by 1, 2, 3, 4, 5, 6)
       (select * from counted except select * from stored)
       union all
       (select * from stored except select * from counted)`,
    );
    expect(differing).toEqual([]);
    const [total] = await rows<{ n: number }>(
      'select coalesce(sum(documents), 0)::int as n from document_day_counts',
    );
    expect(total?.n).toBe(DOCUMENTS);
    // Every count the roll-up derives (over all stores, per month, the day turnover of every
    // status but cancelled) is those same counts summed.
    const counts = 'sum(documents)::int, sum(amount), sum(items)::int';
    const turnover = 'sum(documents)::int, sum(amount)';
    for (const [table, keys, sums, where] of [
      ['document_tenant_day_counts', 'day, doc_type, status, currency_code', counts, 'true'],
      ['document_month_counts', 'store_id, month, doc_type, status, currency_code', counts, 'true'],
      ['document_tenant_month_counts', 'month, doc_type, status, currency_code', counts, 'true'],
      ['document_day_turnover', 'store_id, day, currency_code', turnover, 'status <> 5'],
      ['document_tenant_day_turnover', 'day, currency_code', turnover, 'status <> 5'],
    ] as const) {
      const byDay = keys.replace('month', "date_trunc('month', day)::date");
      const derived = `select tenant_id, ${byDay}, ${sums} from document_day_counts
                        where ${where} group by tenant_id, ${byDay}`;
      const stored = `select tenant_id, ${keys}, ${sums.replace(/sum\((\w+)\)(::int)?/g, '$1')}
                        from ${table}`;
      const differing = await rows(
        `(${stored} except ${derived}) union all (${derived} except ${stored})`,
      );
      expect(differing, table).toEqual([]);
      expect((await rows(stored)).length, table).toBeGreaterThan(0);
    }
    const disabled = await rows(
      `select tgname from pg_trigger where tgrelid = 'documents'::regclass and tgenabled = 'D'`,
    );
    expect(disabled).toEqual([]);
  });

  it('creates the demo accounts with the demo password and the OTP secret', async () => {
    const users = await rows<Record<string, unknown>>(
      `select u.id, u.email, u.user_type, u.manage_admin_users, u.is_tenant_owner, u.permissions, u.password_hash,
              u.otp_enabled, u.otp_secret, t.name as tenant, (t.account_owner_id = u.id) as owns
         from users u left join tenants t on t.id = u.tenant_id`,
    );
    const by = new Map(users.map((u) => [u.email, u]));
    expect(by.get('admin@posbelge.test')).toMatchObject({
      user_type: 2,
      manage_admin_users: true,
      tenant: null,
    });
    expect(by.get('owner@anadolu.posbelge.test')).toMatchObject({
      tenant: 'Anadolu Market A.Ş.',
      is_tenant_owner: true,
      owns: true,
    });
    expect(by.get('kasiyer@anadolu.posbelge.test')).toMatchObject({
      tenant: 'Anadolu Market A.Ş.',
      permissions: null,
      owns: false,
    });
    expect(by.get('owner@ege.posbelge.test')).toMatchObject({
      tenant: 'Ege Kafe Ltd. Şti.',
      owns: true,
    });
    expect(by.get('owner@karadeniz.posbelge.test')).toMatchObject({
      tenant: 'Karadeniz Yapı Ticaret A.Ş.',
      owns: true,
    });
    const otp = by.get('otp@anadolu.posbelge.test');
    expect(otp).toMatchObject({ tenant: 'Anadolu Market A.Ş.', otp_enabled: true });
    expect(decryptSecret(String(otp?.otp_secret), KEY, otpBinding(String(otp?.id)))).toBe(
      DEMO_OTP_SECRET,
    );
    expect(await verifyPassword(String(otp?.password_hash), DEMO_PASSWORD)).toBe(true);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
  });

  it('refuses to seed twice', async () => {
    expect(await isSeeded(pool)).toBe(true);
    await expect(seedDemoData(pool, { documents: 10, seed: 1, secretKey: KEY })).rejects.toThrow(
      AlreadySeededError,
    );
  });

  it('covers every document type, status, scenario and invoice type', async () => {
    expect(await distinct('doc_type')).toEqual([1, 2, 5, 7, 8, 9]);
    expect(await distinct('status')).toEqual([1, 2, 5, 6]);
    expect(await distinct('scenario_type')).toEqual([1, 2, 3]);
    expect(await distinct('invoice_type')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await distinct('response_state')).toEqual([1, 2, 3, 4]);
  });

  it('uses only valid VKNs and TCKNs', async () => {
    const found = await rows<{ v: string; customer: boolean }>(
      `select tax_no as v, false as customer from stores union select supplier_tax_no, false from sale_transactions
       union select identifier, false from tax_payers union select customer_tax_no, true from documents where customer_tax_no is not null`,
    );
    const invalid = found.filter((r) => !isValidTaxNo(r.v, { allowPlaceholder: r.customer }));
    expect(invalid).toEqual([]);
  });

  it('numbers documents gaplessly per series and year in date order and stores the counters', async () => {
    const bad = await rows(
      `with n as (
         select d.series_id, d.invoice_no, d.issued_at, s.prefix, substr(d.invoice_no, 4, 4)::int as year,
                substr(d.invoice_no, 8)::int as seq, extract(year from d.invoice_date)::int as date_year
           from documents d join invoice_series s on s.tenant_id = d.tenant_id and s.id = d.series_id)
       select * from (
         select n.*, row_number() over (partition by series_id, year order by seq) as rn,
                lag(issued_at) over (partition by series_id, year order by seq) as prev_issued
           from n) x
        where invoice_no !~ '^[A-Z0-9]{3}[0-9]{13}$' or substr(invoice_no, 1, 3) <> prefix or year <> date_year
           or seq <> rn or prev_issued > issued_at`,
    );
    expect(bad).toEqual([]);
    const [numbering] = await rows<{ slips_numbered: number; others_unnumbered: number }>(
      `select count(*) filter (where doc_type = 9 and invoice_no is not null)::int as slips_numbered,
              count(*) filter (where doc_type <> 9 and invoice_no is null)::int as others_unnumbered from documents`,
    );
    expect(numbering).toEqual({ slips_numbered: 0, others_unnumbered: 0 });
    const counterMismatch = await rows(
      `select * from invoice_counters c full join (
         select series_id, substr(invoice_no, 4, 4)::int as year, max(substr(invoice_no, 8)::int) as last
           from documents where invoice_no is not null group by 1, 2) m
         on m.series_id = c.series_id and m.year = c.year
        where c.last_value is distinct from m.last`,
    );
    expect(counterMismatch).toEqual([]);
  });

  it('cancels only sent e-Arşiv documents, with a reason and a later date', async () => {
    const bad = await rows(
      `select id from documents where (status = 5 and (doc_type <> 2 or cancel_reason is null or cancel_date is null
         or cancel_date <= issued_at or cancel_date > $1)) or (status <> 5 and (cancel_reason is not null or cancel_date is not null))`,
      [NOW],
    );
    expect(bad).toEqual([]);
  });

  it('keeps GİB codes and client responses consistent with the status and the dates', async () => {
    const bad = await rows(
      `select id, status, gib_status_code, response_state from documents where
          (status = 1 and gib_status_code is not null)
       or (status = 6 and doc_type <> 9 and gib_status_code not in (1150, 1160, 1163, 1177, 1215, 1230))
       or (status = 2 and gib_status_code not in (1100, 1200, 1210, 1220, 1300))
       or (status = 5 and gib_status_code <> 1300)
       or (doc_type = 9 and gib_status_code is not null)
       or ((scenario_type is distinct from 2) and response_state is not null)
       or (scenario_type = 2 and response_state is null)
       or (response_state = 4 and issued_at > $1::timestamptz - interval '8 days')
       or (response_state in (2, 3) and (response_message is null or response_date is null))`,
      [NOW],
    );
    expect(bad).toEqual([]);
  });

  it('keeps money consistent between documents, sales, lines and payments', async () => {
    const bad = await rows(
      `with l as (
         select tenant_id, sale_transaction_id,
                sum(line_extension_amount + vat_amount - round(vat_amount * coalesce(withholding_rate, 0) / 100, 2)) as total,
                bool_and(vat_amount = round(line_extension_amount * vat_rate / 100, 2)) as vat_ok,
                bool_and(line_extension_amount + coalesce(discount_amount, 0) = round(quantity * unit_price, 2)) as net_ok
           from sale_transaction_details group by 1, 2),
       p as (
         select tenant_id, sale_transaction_id, sum(amount) filter (where status not in ('error', 'expired')) as paid
           from sale_payments group by 1, 2)
       select d.id from documents d
         join sale_transactions s on s.tenant_id = d.tenant_id and s.id = d.sale_transaction_id
         join l on l.tenant_id = s.tenant_id and l.sale_transaction_id = s.id
         left join p on p.tenant_id = s.tenant_id and p.sale_transaction_id = s.id
        where d.total_pay_amount <> s.total_pay_amount or d.total_pay_amount <> l.total or not l.vat_ok or not l.net_ok
           or d.total_pay_amount <= 0 or d.currency_code <> s.currency_code
           or (s.transaction_has_no_financial_value and p.paid is not null)
           or (not s.transaction_has_no_financial_value and p.paid is distinct from d.total_pay_amount)`,
    );
    expect(bad).toEqual([]);
  });

  it('stores the SHA-256 of each sale’s own body as its request hash', async () => {
    const [hashes] = await rows<Record<string, number>>(
      `select count(*) filter (where request_body = '{}' and request_hash <> encode(sha256('{}'), 'hex'))::int as empty_wrong,
              count(*) filter (where request_body <> '{}' and request_hash = encode(sha256('{}'), 'hex'))::int as other_as_empty,
              count(*) filter (where request_body <> '{}')::int as others,
              count(distinct request_hash)::int as distinct_hashes,
              count(distinct request_body)::int as distinct_bodies
         from sale_transactions`,
    );
    expect(hashes?.others).toBeGreaterThan(0);
    expect(hashes).toMatchObject({
      empty_wrong: 0,
      other_as_empty: 0,
      distinct_hashes: hashes?.distinct_bodies,
    });
  });

  it('points stores at real tax offices and at the simulator integrator', async () => {
    const unknownOffices = await rows(
      `select name, tax_office from stores where tax_office not in (select name from tax_offices)`,
    );
    expect(unknownOffices).toEqual([]);
    const notSimulated = await rows(
      `select c.id from store_integrator_configs c join integrator_products p on p.id = c.integrator_product_id
        where p.plugin_key <> 'simulator'`,
    );
    expect(notSimulated).toEqual([]);
  });

  it('spreads the documents over the 13 months ending today and gives each store devices', async () => {
    const [span] = await rows<{ first: string; last: string }>(
      `select min(invoice_date)::text as first, max(invoice_date)::text as last from documents`,
    );
    expect((span?.first ?? '') >= '2025-05-16').toBe(true);
    expect(span?.last).toBe('2026-06-15');
    const stores = await rows<{ n: number }>(
      `select count(d.id)::int as n from stores s left join devices d on d.tenant_id = s.tenant_id and d.store_id = s.id group by s.id`,
    );
    expect(stores.every((s) => s.n >= 1 && s.n <= 4)).toBe(true);
  });
});
