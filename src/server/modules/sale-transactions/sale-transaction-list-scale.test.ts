import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  istanbulDay,
  istanbulDayEnd,
  istanbulDayStart,
  minusOneMonth,
} from '../../../shared/format/istanbul-time';
import { LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import { ZSaleTransactionList } from '../../../shared/sale-transactions/sale-transaction';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore } from '../../test/factories';
import { request, twoTenants } from '../invoice/invoice.test-support';
import { createSaleDevice, createSaleHistory } from './sale-transactions.test-support';

/** Three times the cap over 300 days: the default month holds ~3,000 of them. */
const SALES = 30_000;

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
const everything = `transactionTime:${istanbulDay(new Date(Date.now() - 400 * DAY_MS))}~${istanbulDay(new Date())}:range`;

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const tenantId = s.anadolu.tenant.id;
  // Ç sorts after C in Turkish and after every ASCII letter byte by byte.
  const camlica = await createStore(s.db, { tenantId, name: 'Anadolu Çamlıca' });
  const devices = [];
  for (const storeId of [s.anadolu.kadikoy.id, s.anadolu.moda.id, camlica.id]) {
    devices.push(await createSaleDevice(s.db, tenantId, storeId));
  }
  await createSaleHistory(t.pool, tenantId, devices, { count: SALES, days: 300 });
}, 120_000);
afterAll(() => t.close());

async function list(query: string) {
  const res = await request(t, s.asAnadolu).get(`/api/invoice/sale-transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSaleTransactionList.parse(res.json());
}

/** The whole list in one ORDER BY, as the owner reads it: what every page must be a slice of. */
async function fullOrder(orderBy: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    `select s.id from sale_transactions s
       join stores st on st.tenant_id = s.tenant_id and st.id = s.store_id
      where s.tenant_id = $1 order by ${orderBy}`,
    [s.anadolu.tenant.id],
  );
  return rows.map((r) => r.id);
}

describe('the sale list at any size', () => {
  it('counts up to the cap and says where it stopped', async () => {
    const all = await list(`pageSize=10&filter=${everything}`);
    expect(all).toMatchObject({ rowCount: LIST_COUNT_CAP, rowCountCapped: true, pageCount: 1_000 });
    const today = istanbulDay(new Date());
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from sale_transactions
        where tenant_id = $1 and transaction_time >= $2 and transaction_time < $3`,
      [s.anadolu.tenant.id, istanbulDayStart(minusOneMonth(today)), istanbulDayEnd(today)],
    );
    const month = await list('pageSize=10');
    expect(rows[0]?.n).toBeGreaterThan(2_000);
    expect(month).toMatchObject({ rowCount: rows[0]?.n });
    expect(month.rowCountCapped).toBeUndefined();
  });

  it('gives the exact total on a last page and past it', async () => {
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from sale_transactions where tenant_id = $1 and sale_transaction_status = 0',
      [s.anadolu.tenant.id],
    );
    const open = rows[0]?.n ?? 0;
    expect(open).toBeGreaterThan(200);
    const filter = `filter=${everything},status:0:eq&pageSize=200`;
    const last = await list(`${filter}&pageNumber=2`);
    expect(last.list).toHaveLength(open - 200);
    expect(last).toMatchObject({ rowCount: open, pageCount: 2 });
    expect(await list(`${filter}&pageNumber=3`)).toMatchObject({ list: [], rowCount: open });
  });

  it.each([
    ['storeName:asc', 'st.name collate "tr-TR-x-icu", st.id, s.transaction_time desc, s.id desc'],
    [
      'storeName:desc',
      'st.name collate "tr-TR-x-icu" desc, st.id desc, s.transaction_time desc, s.id desc',
    ],
    ['status:asc', 's.sale_transaction_status, s.transaction_time desc, s.id desc'],
    ['status:desc', 's.sale_transaction_status desc, s.transaction_time desc, s.id desc'],
    ['totalPayAmount:asc', 's.total_pay_amount, s.transaction_time desc, s.id desc'],
    ['checkNo:desc', 's.check_no desc, s.transaction_time desc, s.id desc'],
  ])('pages sorted by %s are slices of one full sort', async (sort, orderBy) => {
    const expected = await fullOrder(orderBy);
    for (const page of [1, 2, 76, 150]) {
      const got = await list(`sort=${sort}&pageSize=200&pageNumber=${page}&filter=${everything}`);
      expect(got.list.map((r) => r.id)).toEqual(expected.slice((page - 1) * 200, page * 200));
    }
  });
});
