import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { decryptSecret, otpBinding } from '../../lib/secrets';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from './demo-accounts';
import { AlreadySeededError, isSeeded, seedDemoData } from './seed';
import { queriesOn, SEEDED, seedForTest } from './seed.test-support';

const KEY = SEEDED.secretKey;
const DOCUMENTS = SEEDED.documents;
const INDEX_SQL = `select tablename, indexname, indexdef from pg_indexes
  where tablename in ('documents', 'sale_transactions', 'sale_payments', 'sale_transaction_details') order by 2`;
const FK_SQL = `select conname, pg_get_constraintdef(oid) as def, convalidated from pg_constraint
  where contype = 'f' and (conrelid::regclass::text in ('documents', 'sale_payments', 'sale_transaction_details', 'document_files', 'integrator_exchanges')
    or confrelid::regclass::text in ('documents', 'sale_transactions')) order by 1`;

let database: TTestDatabase;
let pool: pg.Pool;
let rows: ReturnType<typeof queriesOn>['rows'];
let indexesBefore: unknown[];
let foreignKeysBefore: unknown[];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = database.pool;
  ({ rows } = queriesOn(pool));
  indexesBefore = await rows(INDEX_SQL);
  foreignKeysBefore = await rows(FK_SQL);
  expect(await isSeeded(pool)).toBe(false);
  const res = await seedForTest(pool);
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
});
