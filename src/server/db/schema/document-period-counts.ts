import { char, date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { countedColumns } from './document-counts';

/*
 * The day counts (document-counts.ts) summed per calendar month, and the day turnover without the
 * status and type, so a dashboard year adds ~12 month rows per (type, status, currency) and one
 * row per (day, currency) instead of every (day, type, status, currency). Derived like the day
 * counts: `document_counts_roll_up()` folds the same deltas into these in the same statement, so
 * every table agrees at every commit, and readers add the pending deltas (migration 0021).
 */

/** One month of a tenant's day counts: `month` is the month's first day. */
export const documentTenantMonthCounts = pgTable(
  'document_tenant_month_counts',
  {
    tenantId: uuid().notNull(),
    month: date({ mode: 'string' }).notNull(),
    ...countedColumns(),
  },
  (t) => [
    primaryKey({
      name: 'document_tenant_month_counts_pk',
      columns: [t.tenantId, t.month, t.docType, t.status, t.currencyCode],
    }),
  ],
);

/** The same per store (store mode). */
export const documentMonthCounts = pgTable(
  'document_month_counts',
  {
    tenantId: uuid().notNull(),
    month: date({ mode: 'string' }).notNull(),
    storeId: uuid().notNull(),
    ...countedColumns(),
  },
  (t) => [
    primaryKey({
      name: 'document_month_counts_pk',
      columns: [t.tenantId, t.month, t.storeId, t.docType, t.status, t.currencyCode],
    }),
  ],
);

/** A tenant's turnover per day and currency: the documents and amount of every status but cancelled. */
export const documentTenantDayTurnover = pgTable(
  'document_tenant_day_turnover',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    currencyCode: char({ length: 3 }).notNull(),
    documents: integer().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'document_tenant_day_turnover_pk',
      columns: [t.tenantId, t.day, t.currencyCode],
    }),
  ],
);

/** The same per store (store mode). */
export const documentDayTurnover = pgTable(
  'document_day_turnover',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid().notNull(),
    currencyCode: char({ length: 3 }).notNull(),
    documents: integer().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'document_day_turnover_pk',
      columns: [t.tenantId, t.day, t.storeId, t.currencyCode],
    }),
  ],
);
