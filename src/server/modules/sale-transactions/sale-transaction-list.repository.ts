import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { ttlCachePer } from '../../lib/ttl-cache';
import { cappedTotal, LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import type { TSaleTransactionRow } from '../../../shared/sale-transactions/sale-transaction';
import type { TSaleTransactionListQuery } from '../../../shared/sale-transactions/sale-transaction-list-query';
import type { TCurrency, TSaleTransactionStatus } from '../../../shared/domain/enums';
import { pageIds, saleListOrder } from './sale-transaction-list-page';
import { saleListDays, saleListWhere } from './sale-transaction-list-where';

const t = saleTransactions;

/** The list's columns: the sale, its store's name and its device's serial and description. */
export function selectSaleRows(db: TDb) {
  return db
    .select({
      sale: t,
      storeName: stores.name,
      deviceSerialNumber: devices.serialNumber,
      deviceDescription: devices.description,
    })
    .from(t)
    .innerJoin(stores, and(eq(stores.tenantId, t.tenantId), eq(stores.id, t.storeId)))
    .innerJoin(devices, and(eq(devices.tenantId, t.tenantId), eq(devices.id, t.deviceId)));
}

type TJoined = Awaited<ReturnType<ReturnType<typeof selectSaleRows>['execute']>>[number];

export function toSaleTransactionRow(row: TJoined): TSaleTransactionRow {
  const s = row.sale;
  return {
    id: s.id,
    transactionId: s.transactionId,
    transactionTime: s.transactionTime.toISOString(),
    saleTransactionStatus: s.saleTransactionStatus as TSaleTransactionStatus,
    storeId: s.storeId,
    storeName: row.storeName,
    deviceId: s.deviceId,
    deviceSerialNumber: row.deviceSerialNumber,
    deviceDescription: row.deviceDescription,
    totalPayAmount: s.totalPayAmount,
    currencyCode: s.currencyCode as TCurrency,
    checkNo: s.checkNo,
    isCancelled: s.isCancelled,
    transactionHasNoFinancialValue: s.transactionHasNoFinancialValue,
  };
}

/** The sales a query matches, counted up to one past the cap (an index walk that stops there). */
async function countUpToCap(db: TDb, where: SQL): Promise<{ rowCount: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(t)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return cappedTotal(row?.n ?? 0);
}

/**
 * Queries already counted past the cap, per database. Sales are never changed or deleted (legal
 * records: no statement of the app updates or deletes one), so once more than LIST_COUNT_CAP
 * sales match a query over given days, they always will: a busy tenant's pages then skip the
 * count, which cost as much as the page (p95 34 → 19 ms at 10M, 16 clients). Kept a minute,
 * bounded like the document list's statements.
 */
const cappedQueries = ttlCachePer<TDb, true>(60_000, 1_000);

/**
 * One page of the sale transactions inside the scope (store mode: the selected store only) and
 * their number, exact up to LIST_COUNT_CAP: no summary rows exist for sales, and counting a busy
 * tenant's month on every page cost more than the page (p95 350 ms at 10M, 16 clients).
 */
export async function listSaleTransactions(
  db: TDb,
  scope: TDataScope,
  query: TSaleTransactionListQuery,
  now: Date = new Date(),
): Promise<{ list: TSaleTransactionRow[]; rowCount: number; capped: boolean }> {
  const days = saleListDays(query.filters, now);
  const where = saleListWhere(db, scope, query, days);
  const page = pageIds(db, scope, query, where);
  const found = await selectSaleRows(db)
    .innerJoin(page, eq(t.id, page.id))
    .where(tenantWhere(t, scope))
    .orderBy(...saleListOrder(query.sort));
  const list = found.map(toSaleTransactionRow);
  const offset = (query.pageNumber - 1) * query.pageSize;
  // A page that ends before its size is the last one: its total needs no second walk.
  if (found.length < query.pageSize && (found.length > 0 || offset === 0)) {
    return { list, rowCount: offset + found.length, capped: false };
  }
  const { searchText, storeId, filters } = query;
  const key = JSON.stringify({ scope, storeId, searchText, filters, days });
  const capped = cappedQueries(db);
  if (capped.get(key)) return { list, rowCount: LIST_COUNT_CAP, capped: true };
  const total = await countUpToCap(db, where);
  if (total.capped) capped.set(key, true);
  return { list, ...total };
}
