import { and, asc, count, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import {
  istanbulDay,
  istanbulDayEnd,
  istanbulDayStart,
  minusOneMonth,
} from '../../../shared/format/istanbul-time';
import type { TSaleTransactionRow } from '../../../shared/sale-transactions/sale-transaction';
import type {
  TSaleTransactionFilter,
  TSaleTransactionListQuery,
} from '../../../shared/sale-transactions/sale-transaction-list-query';
import type { TCurrency, TSaleTransactionStatus } from '../../../shared/domain/enums';

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

function filterWhere(filter: TSaleTransactionFilter): SQL | undefined {
  switch (filter.field) {
    case 'storeId':
      return eq(t.storeId, filter.value);
    case 'status':
      return eq(t.saleTransactionStatus, filter.value);
    case 'checkNo':
      return foldedContains(t.checkNo, filter.value);
    case 'totalPayAmount':
      return and(
        filter.value.min === null ? undefined : gte(t.totalPayAmount, filter.value.min),
        filter.value.max === null ? undefined : lte(t.totalPayAmount, filter.value.max),
      );
    case 'transactionTime':
      return undefined;
  }
}

/**
 * Like the document list (spec §2), a time range always applies: the last month of Istanbul days
 * when none is given. Days are Istanbul days, turned into instants for the timestamptz column.
 */
function timeWhere(filters: TSaleTransactionFilter[], now: Date): SQL[] {
  const range = filters.find((f) => f.field === 'transactionTime')?.value;
  const today = istanbulDay(now);
  const from = range ? range.from : minusOneMonth(today);
  const to = range ? range.to : today;
  const where: SQL[] = [];
  if (from) where.push(gte(t.transactionTime, istanbulDayStart(from)));
  if (to) where.push(lt(t.transactionTime, istanbulDayEnd(to)));
  return where;
}

function searchWhere(text: string | undefined): SQL | undefined {
  if (!text || text.length < 2) return undefined;
  return or(eq(t.transactionId, text), foldedContains(t.checkNo, text));
}

// The default order matches the (tenant[, store], transaction_time desc, id desc) indexes.
function listOrder(sort: TSaleTransactionListQuery['sort']): SQL[] {
  if (!sort) return [desc(t.transactionTime), desc(t.id)];
  const dir = sort.direction === 'asc' ? asc : desc;
  switch (sort.field) {
    case 'transactionTime':
      return [dir(t.transactionTime), dir(t.id)];
    case 'totalPayAmount':
      return [dir(t.totalPayAmount), desc(t.transactionTime), desc(t.id)];
    case 'checkNo':
      return [dir(t.checkNo), desc(t.transactionTime), desc(t.id)];
    case 'status':
      return [dir(t.saleTransactionStatus), desc(t.transactionTime), desc(t.id)];
    case 'storeName':
      return [dir(turkishOrder(stores.name)), desc(t.transactionTime), desc(t.id)];
  }
}

/** One page of the sale transactions inside the scope (store mode: the selected store only). */
export async function listSaleTransactions(
  db: TDb,
  scope: TDataScope,
  query: TSaleTransactionListQuery,
  now: Date = new Date(),
): Promise<{ list: TSaleTransactionRow[]; rowCount: number }> {
  const where = tenantWhere(
    t,
    scope,
    query.storeId ? eq(t.storeId, query.storeId) : undefined,
    ...timeWhere(query.filters, now),
    ...query.filters.map(filterWhere),
    searchWhere(query.searchText),
  );
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rowCount = total?.n ?? 0;
  if (rowCount === 0) return { list: [], rowCount };
  const rows = await selectSaleRows(db)
    .where(where)
    .orderBy(...listOrder(query.sort))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return { list: rows.map(toSaleTransactionRow), rowCount };
}
