import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenantAccess } from '../../db/data-context';
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

beforeAll(async () => {
  t = await createTestDatabase();
  plans = queryPlans(t.url);
  const db = testDb(t);
  tenantId = (await createTenant(db)).id;
  asTenant = (fn) => withTenantAccess(tenantId, fn);
  const devices = [];
  for (const name of ['Kadıköy', 'Moda', 'Çamlıca']) {
    const store = await createStore(db, { tenantId, name });
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
