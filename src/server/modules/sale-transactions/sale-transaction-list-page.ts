import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { turkishOrder } from '../../db/sql-text';
import { SALE_TRANSACTION_STATUSES } from '../../../shared/domain/enums';
import type { TSaleTransactionListQuery } from '../../../shared/sale-transactions/sale-transaction-list-query';

const t = saleTransactions;

type TSort = TSaleTransactionListQuery['sort'];

/**
 * The order of a page, read off an index inside the time range (migrations 0000 and 0023): the
 * time index, the amount and check-number indexes (ties newest first), the status index.
 */
export function saleListOrder(sort: TSort): SQL[] {
  if (!sort) return [desc(t.transactionTime), desc(t.id)];
  const dir = sort.direction === 'asc' ? asc : desc;
  const newestFirst = [desc(t.transactionTime), desc(t.id)];
  switch (sort.field) {
    case 'transactionTime':
      return [dir(t.transactionTime), dir(t.id)];
    case 'totalPayAmount':
      return [dir(t.totalPayAmount), ...newestFirst];
    case 'checkNo':
      return [dir(t.checkNo), ...newestFirst];
    case 'status':
      return [dir(t.saleTransactionStatus), ...newestFirst];
    case 'storeName':
      // A store's sales together even where two stores share a name.
      return [dir(turkishOrder(stores.name)), dir(stores.id), ...newestFirst];
  }
}

/**
 * A sort by a column of few values (a store, a status) as a walk: the values in order, each one's
 * sales newest first off its (tenant, store | status, time) index, at most as many as the page
 * reaches. Sorting every sale of the range by the value first cost seconds at 10M sales.
 */
function walkedIds(db: TDb, scope: TDataScope, query: TSaleTransactionListQuery, where: SQL) {
  const sort = query.sort;
  if (sort?.field !== 'storeName' && sort?.field !== 'status') return null;
  const dir = sort.direction === 'asc' ? asc : desc;
  const reach = query.pageNumber * query.pageSize;
  const walk = (key: AnyColumn, value: SQL | AnyColumn) =>
    db
      .select({ id: t.id, time: t.transactionTime })
      .from(t)
      .where(and(where, eq(key, value)))
      .orderBy(desc(t.transactionTime), desc(t.id))
      .limit(reach)
      .as('walked');
  if (sort.field === 'storeName') {
    const walked = walk(t.storeId, stores.id);
    return db
      .select({ id: sql<string>`${walked.id}`.as('page_id') })
      .from(stores)
      .crossJoinLateral(walked)
      .where(tenantWhere(stores, scope, query.storeId ? eq(stores.id, query.storeId) : undefined))
      .orderBy(dir(turkishOrder(stores.name)), dir(stores.id), desc(walked.time), desc(walked.id));
  }
  const statuses = sql`unnest(${`{${SALE_TRANSACTION_STATUSES.join(',')}}`}::smallint[]) as walk_keys(status)`;
  const walked = walk(t.saleTransactionStatus, sql`walk_keys.status`);
  return db
    .select({ id: sql<string>`${walked.id}`.as('page_id') })
    .from(statuses)
    .crossJoinLateral(walked)
    .orderBy(dir(sql`walk_keys.status`), desc(walked.time), desc(walked.id));
}

/**
 * The sale ids of one page, in its order: off an index (index-only where the index carries every
 * column the filters read: the time index carries the amount and the check number), or a walk.
 */
export function pageIds(db: TDb, scope: TDataScope, query: TSaleTransactionListQuery, where: SQL) {
  const ids =
    walkedIds(db, scope, query, where) ??
    db
      .select({ id: sql<string>`${t.id}`.as('page_id') })
      .from(t)
      .where(where)
      .orderBy(...saleListOrder(query.sort));
  return ids
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize)
    .as('page');
}
