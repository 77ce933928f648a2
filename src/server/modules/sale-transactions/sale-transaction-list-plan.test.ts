import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { DAY_MS, istanbulDay } from '../../../shared/format/istanbul-time';
import { LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import { ZSaleTransactionListQuery } from '../../../shared/sale-transactions/sale-transaction-list-query';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createStore, createTenant, testDb } from '../../test/factories';
import { queryPlans, rowsSorted, type TPlanNode, type TWithin } from '../../test/query-plans';
import { listSaleTransactions } from './sale-transaction-list.repository';
import { createSaleDevice, createSaleHistory } from './sale-transactions.test-support';

/** 30,000 sales over 300 days: the default month holds ~3,000, sorting them would show. */
const SALES = 30_000;
let t: TTestDatabase;
let plans: ReturnType<typeof queryPlans>;
let tenantId: string;
let asTenant: TWithin;
let storeIds: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  plans = queryPlans(t.url);
  const db = testDb(t);
  tenantId = (await createTenant(db)).id;
  asTenant = (fn) => withTenantAccess(tenantId, fn);
  const devices = [];
  for (const name of ['Kadıköy', 'Moda', 'Çamlıca']) {
    const store = await createStore(db, { tenantId, name });
    storeIds = [...storeIds, store.id];
    devices.push(await createSaleDevice(db, tenantId, store.id));
  }
  await createSaleHistory(t.pool, tenantId, devices, { count: SALES, days: 300 });
}, 120_000);
afterAll(async () => {
  await plans.end();
  await t.drop();
});

/** The plans of one list request's statements (run: EXPLAIN ANALYZE), as the app's role. */
function plansOfList(query: Record<string, string>): Promise<TPlanNode[][]> {
  const parsed = ZSaleTransactionListQuery.parse({ pageSize: '10', ...query });
  return plans.plansOf(
    asTenant,
    (db) => listSaleTransactions(db, { tenantId, storeId: null }, parsed),
    { analyze: true },
  );
}

/**
 * The most rows any sort of a page may take: about its own 10 when its order comes off an index
 * (an incremental sort reads on to the end of a group of ties), the page's reach for each of the
 * 3 stores or statuses when it is a walk. A sort of the range would take the month's ~3,000; one
 * sorting statuses in turn would take every sale of status 1 (~2,900) once the page reaches past
 * the ~60 cancelled ones.
 */
describe('the sale list reads a page without sorting the range', () => {
  it.each([
    ['the default page', {}, 20],
    ['page 50', { pageNumber: '50' }, 20],
    ['by amount', { sort: 'totalPayAmount:asc' }, 20],
    ['by check number', { sort: 'checkNo:desc' }, 20],
    ['by store name', { sort: 'storeName:asc' }, 3 * 10],
    ['by store name on page 50', { sort: 'storeName:desc', pageNumber: '50' }, 3 * 500],
    ['by status, descending, on page 10', { sort: 'status:desc', pageNumber: '10' }, 3 * 100],
  ])('%s', async (_, query, sortedAtMost) => {
    const statements = await plansOfList(query);
    expect(statements.length).toBeGreaterThan(0);
    for (const plan of statements) {
      for (const rows of rowsSorted(plan)) expect(rows).toBeLessThanOrEqual(sortedAtMost);
    }
  });
});

describe('the sale list filters the range from the time index alone', () => {
  it.each([
    ['an amount range', { filter: 'totalPayAmount:100~200:range' }],
    ['a check number part', { filter: 'checkNo:0042:search' }],
    ['a search text', { searchText: '0042' }],
  ])('%s', async (_, query) => {
    const statements = await plansOfList(query);
    expect(statements.length).toBeGreaterThan(0);
    for (const plan of statements) {
      const timeIndex = plan.filter((n) => n['Index Name'] === 'sale_transactions_tenant_time_idx');
      expect(timeIndex.map((n) => n['Node Type'])).toEqual(['Index Only Scan']);
    }
  });
});

describe('the sale list counts a query past the cap once', () => {
  it('answers the same query again without counting, still capped', async () => {
    const query = ZSaleTransactionListQuery.parse({
      pageSize: '10',
      filter: `transactionTime:${istanbulDay(new Date(Date.now() - 400 * DAY_MS))}~${istanbulDay(new Date())}:range`,
    });
    const list = (db: TDb) => listSaleTransactions(db, { tenantId, storeId: null }, query);
    const first = await plans.sentBy(asTenant, list);
    expect(first.result).toMatchObject({ rowCount: LIST_COUNT_CAP, capped: true });
    expect(first.statements).toHaveLength(2);
    const again = await plans.sentBy(asTenant, list);
    expect(again.result).toMatchObject({ rowCount: LIST_COUNT_CAP, capped: true });
    expect(again.statements).toHaveLength(1);
    expect(again.result.list.map((r) => r.id)).toEqual(first.result.list.map((r) => r.id));
    // Another scope is another query: one store's third of the sales is counted, exactly.
    const oneStore = { tenantId, storeId: storeIds[0] ?? '' };
    const store = await plans.sentBy(asTenant, (db) => listSaleTransactions(db, oneStore, query));
    expect(store.result).toMatchObject({ rowCount: SALES / 3, capped: false });
  });

  it('counts a query below the cap every time', async () => {
    const query = ZSaleTransactionListQuery.parse({ pageSize: '10' });
    const list = (db: TDb) => listSaleTransactions(db, { tenantId, storeId: null }, query);
    for (let i = 0; i < 2; i++) {
      const { result, statements } = await plans.sentBy(asTenant, list);
      expect(result.capped).toBe(false);
      expect(statements).toHaveLength(2);
    }
  });
});
