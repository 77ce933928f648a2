import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTaxNo } from '../../../shared/domain/tax-id';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { queriesOn, SEEDED, seedForTest } from './seed.test-support';

const NOW = SEEDED.now;

let database: TTestDatabase;
let rows: ReturnType<typeof queriesOn>['rows'];
let distinct: ReturnType<typeof queriesOn>['distinct'];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ rows, distinct } = queriesOn(database.pool));
  await seedForTest(database.pool);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe('the demo data', () => {
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
