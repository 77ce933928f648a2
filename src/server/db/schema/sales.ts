import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currencyCheckSql, money, tenantFk, timestamptz, updatedAt } from './columns';
import { devices } from './devices';
import { stores } from './stores';
import { tenantIdColumn } from './tenants';

/**
 * A sale as posted by a POS device. The idempotency key (the device's own transaction id) makes a
 * retried post return the stored `response_body` instead of creating a second sale.
 */
export const saleTransactions = pgTable(
  'sale_transactions',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    transactionId: text().notNull(),
    transactionTime: timestamptz().notNull(),
    saleTransactionStatus: smallint().notNull().default(1),
    saleTransactionCancelReason: text(),
    storeId: uuid().notNull(),
    deviceId: uuid().notNull(),
    finalizerDeviceId: uuid(),
    finalizerDeviceSerialNumber: text(),
    totalPayAmount: money().notNull(),
    checkNo: text(),
    supplierTaxNo: text(),
    transactionHasNoFinancialValue: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    cancelDate: timestamptz(),
    cancelReason: text(),
    currencyCode: char({ length: 3 }).notNull().default('TRY'),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    requestBody: jsonb().$type<Record<string, unknown>>().notNull(),
    responseBody: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'sale_transactions_pk', columns: [t.tenantId, t.id] }),
    unique('sale_transactions_idempotency_uq').on(t.tenantId, t.deviceId, t.idempotencyKey),
    // Migration 0023 adds INCLUDE (total_pay_amount, check_no), which drizzle cannot declare: the
    // list's amount and check-number filters then walk the time range index-only.
    index('sale_transactions_tenant_time_idx').on(
      t.tenantId,
      t.transactionTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sale_transactions_tenant_store_time_idx').on(
      t.tenantId,
      t.storeId,
      t.transactionTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sale_transactions_tenant_transaction_id_idx').on(t.tenantId, t.transactionId),
    // The list's sorts inside its time range (migration 0023): amount and check number in order,
    // ties newest first; a status walked newest first (sale-transaction-list-page.ts).
    index('sale_transactions_tenant_amount_idx').on(
      t.tenantId,
      t.totalPayAmount,
      t.transactionTime,
      t.id,
    ),
    index('sale_transactions_tenant_check_no_idx').on(
      t.tenantId,
      t.checkNo,
      t.transactionTime,
      t.id,
    ),
    index('sale_transactions_tenant_status_time_idx').on(
      t.tenantId,
      t.saleTransactionStatus,
      t.transactionTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantFk('sale_transactions_store_fk', t.tenantId, t.storeId, stores),
    tenantFk('sale_transactions_device_fk', t.tenantId, t.deviceId, devices),
    tenantFk('sale_transactions_finalizer_device_fk', t.tenantId, t.finalizerDeviceId, devices),
    check('sale_transactions_status_ck', sql`${t.saleTransactionStatus} in (0, 1, 2)`),
    check('sale_transactions_currency_ck', currencyCheckSql(t.currencyCode)),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    saleTransactionId: uuid().notNull(),
    paymentType: text().notNull(),
    status: text().notNull(),
    amount: money().notNull(),
    currencyCode: char({ length: 3 }).notNull().default('TRY'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sale_payments_pk', columns: [t.tenantId, t.id] }),
    index('sale_payments_tenant_sale_idx').on(t.tenantId, t.saleTransactionId),
    tenantFk('sale_payments_sale_fk', t.tenantId, t.saleTransactionId, saleTransactions).onDelete(
      'cascade',
    ),
    check(
      'sale_payments_status_ck',
      sql`${t.status} in ('completed', 'expired', 'pending', 'error', 'refund', 'refund_error')`,
    ),
    check('sale_payments_currency_ck', currencyCheckSql(t.currencyCode)),
  ],
);

/** Sale lines. Quantities carry 3 decimals and unit prices 4; line amounts are money (2). */
export const saleTransactionDetails = pgTable(
  'sale_transaction_details',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    saleTransactionId: uuid().notNull(),
    lineNo: integer().notNull(),
    itemName: text().notNull(),
    itemCode: text(),
    quantity: numeric({ precision: 18, scale: 3, mode: 'string' }).notNull(),
    unitCode: text(),
    unitPrice: numeric({ precision: 18, scale: 4, mode: 'string' }).notNull(),
    lineExtensionAmount: money().notNull(),
    vatRate: numeric({ precision: 5, scale: 2, mode: 'string' }).notNull(),
    vatAmount: money().notNull(),
    discountAmount: money(),
    withholdingCode: text(),
    withholdingRate: numeric({ precision: 5, scale: 2, mode: 'string' }),
    exemptionCode: text(),
    exemptionReason: text(),
    specialConsumptionTaxAmount: money(),
    accommodationTaxAmount: money(),
  },
  (t) => [
    primaryKey({ name: 'sale_transaction_details_pk', columns: [t.tenantId, t.id] }),
    unique('sale_transaction_details_line_uq').on(t.tenantId, t.saleTransactionId, t.lineNo),
    tenantFk(
      'sale_transaction_details_sale_fk',
      t.tenantId,
      t.saleTransactionId,
      saleTransactions,
    ).onDelete('cascade'),
  ],
);
