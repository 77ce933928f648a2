import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, docTypeCheckSql, tenantFk, updatedAt } from './columns';
import { stores } from './stores';
import { tenantIdColumn } from './tenants';

/** Numbering series: invoice number = prefix (3) + year (4) + sequence (9), GİB rule. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    storeId: uuid().notNull(),
    docType: smallint().notNull(),
    prefix: char({ length: 3 }).notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'invoice_series_pk', columns: [t.tenantId, t.id] }),
    unique('invoice_series_store_doc_type_prefix_uq').on(
      t.tenantId,
      t.storeId,
      t.docType,
      t.prefix,
    ),
    tenantFk('invoice_series_store_fk', t.tenantId, t.storeId, stores),
    check('invoice_series_prefix_ck', sql`${t.prefix} ~ '^[A-Z0-9]{3}$'`),
    check('invoice_series_doc_type_ck', docTypeCheckSql(t.docType)),
  ],
);

/**
 * Gapless counter per series and year: the next number is taken by `update … set last_value =
 * last_value + 1 … returning` inside the transaction that inserts the document, so the row lock
 * serialises issuers and a rollback gives the number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    tenantId: tenantIdColumn(),
    seriesId: uuid().notNull(),
    year: integer().notNull(),
    lastValue: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'invoice_counters_pk', columns: [t.tenantId, t.seriesId, t.year] }),
    tenantFk('invoice_counters_series_fk', t.tenantId, t.seriesId, invoiceSeries),
    check('invoice_counters_year_ck', sql`${t.year} between 2000 and 9999`),
    check('invoice_counters_last_value_ck', sql`${t.lastValue} between 0 and 999999999`),
  ],
);
