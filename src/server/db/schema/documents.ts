import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  currencyCheckSql,
  docTypeCheckSql,
  money,
  tenantFk,
  timestamptz,
  updatedAt,
} from './columns';
import { devices } from './devices';
import { saleTransactions } from './sales';
import { invoiceSeries } from './series';
import { stores } from './stores';
import { tenantIdColumn } from './tenants';
import { foldedColumnLiteral } from '../sql-text';
import type { TPosCustomer } from '../../../shared/pos/customer';

/**
 * One electronic document (spec §3 "Document"). Store and device names are copied in when the
 * document is issued: the list shows what the document was issued under, and needs no joins.
 *
 * List order is `invoice_date desc, id desc` (PostgreSQL default NULLS FIRST for DESC); the
 * indexes below are declared `desc().nullsFirst()` so that exact ORDER BY is read from them.
 */
export const documents = pgTable(
  'documents',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    storeId: uuid().notNull(),
    deviceId: uuid(),
    saleTransactionId: uuid(),
    docType: smallint().notNull(),
    invoiceType: smallint(),
    scenarioType: smallint(),
    profileId: text(),
    seriesId: uuid(),
    // 16 characters for numbered types; null for a Bilgi Fişi (docType 9), which has no number of ours.
    invoiceNo: text(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    invoiceTime: time(),
    issuedAt: timestamptz(),
    ettn: uuid().notNull(),
    posUserFullName: text(),
    deviceDescription: text(),
    deviceSerialNumber: text(),
    storeName: text().notNull(),
    totalPayAmount: money().notNull(),
    currencyCode: char({ length: 3 }).notNull().default('TRY'),
    status: smallint().notNull().default(1),
    cancelReason: text(),
    cancelDate: timestamptz(),
    gibStatusCode: integer(),
    gibStatusText: text(),
    integratorStatus: smallint(),
    responseState: smallint(),
    responseMessage: text(),
    responseDate: timestamptz(),
    failureReason: text(),
    isResendable: boolean().notNull().default(false),
    transactionStatus: smallint(),
    customerName: text(),
    customerTaxNo: text(),
    attemptCount: integer().notNull().default(0),
    // What the pipeline does next (prepare → send → track, or cancel); null when nothing is due.
    pipelineStep: text(),
    // Set when the integrator first accepted the document; a crash after sending never resends.
    sentAt: timestamptz(),
    cancelRequestedAt: timestamptz(),
    // The buyer as corrected before a resend; the rebuilt document uses it instead of the sale's.
    buyerCorrection: jsonb().$type<TPosCustomer>(),
    // Set when a delivery-failed (1215/1230) document is handed to the integrator again; cleared
    // once the integrator has the new envelope.
    redeliveryRequestedAt: timestamptz(),
    // Envelopes the integrator reported for the ETTN before that redelivery: one more means it
    // arrived, so a crash between sending and recording never sends it twice.
    redeliveryEnvelopes: integer(),
    // Set while the pipeline still has work on the document; null once its state is final.
    nextCheckAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'documents_pk', columns: [t.tenantId, t.id] }),
    unique('documents_ettn_uq').on(t.tenantId, t.ettn),
    unique('documents_series_invoice_no_uq').on(t.tenantId, t.seriesId, t.invoiceNo),
    // Migration 0013 adds INCLUDE (invoice_no), which drizzle cannot declare: a number-part
    // search reads the number from the index (index-only scan), never the rows, while walking
    // the date range (row-level security keeps LIKE out of the trigram index).
    index('documents_tenant_date_idx').on(
      t.tenantId,
      t.invoiceDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('documents_tenant_store_date_idx').on(
      t.tenantId,
      t.storeId,
      t.invoiceDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('documents_tenant_status_date_idx').on(
      t.tenantId,
      t.status,
      t.invoiceDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('documents_tenant_doc_type_date_idx').on(
      t.tenantId,
      t.docType,
      t.invoiceDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // text_pattern_ops serves both `=` and `like 'ABC2026%'` whatever the database collation, and
    // the number ranges of a number-part search (its operators are leakproof, so row-level security
    // lets them into the index). Migration 0017 adds INCLUDE (invoice_date, id), which drizzle
    // cannot declare: those ranges are checked against the date range from the index alone.
    index('documents_tenant_invoice_no_idx').on(t.tenantId, t.invoiceNo.op('text_pattern_ops')),
    // The global search's numbers by their beginning, one Istanbul day at a time: the range is
    // compared in the "C" collation (byte order; `>=`/`<` are leakproof, so usable under row-level
    // security), which only this index serves, so the planner never walks a series' numbers of
    // all time in the index above looking for the day.
    index('documents_tenant_date_number_idx').on(
      t.tenantId,
      t.invoiceDate,
      sql`${t.invoiceNo} collate "C"`,
    ),
    index('documents_tenant_sale_idx').on(t.tenantId, t.saleTransactionId),
    // Trigram indexes serve `like '%part%'`: any part of an invoice number, any part of the folded
    // store name. The store one is on foldedContains' exact expression (sql-text.ts), or unused.
    // tenant_id first like every index here (btree_gin), so a search never spans tenants.
    index('documents_invoice_no_trgm_idx').using('gin', t.tenantId, t.invoiceNo.op('gin_trgm_ops')),
    index('documents_store_name_trgm_idx').using(
      'gin',
      t.tenantId,
      sql`${foldedColumnLiteral(t.storeName)} gin_trgm_ops`,
    ),
    // Sort by amount inside the mandatory date range: read in amount order (id breaks ties), the
    // date checked in the index itself, so a page needs a few hundred index entries, not the whole
    // range sorted, and no row is read before the page is known.
    index('documents_tenant_amount_idx').on(t.tenantId, t.totalPayAmount, t.id, t.invoiceDate),
    // Only in-flight documents have next_check_at, so this stays small and a cross-tenant poll
    // (`where next_check_at <= now()`) can scan all of it cheaply.
    index('documents_pipeline_due_idx')
      .on(t.tenantId, t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    // The pipeline's claim and idle wait across tenants, in due order: the claim reads its batch
    // off this index and stops, where by tenant it sorted every due row (a 300,000-document
    // backlog: 300 ms a claim of 128, 1.7 s for the earliest due; issue 12).
    index('documents_pipeline_next_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.pipelineStep} is not null`),
    tenantFk('documents_store_fk', t.tenantId, t.storeId, stores),
    tenantFk('documents_device_fk', t.tenantId, t.deviceId, devices),
    tenantFk('documents_sale_fk', t.tenantId, t.saleTransactionId, saleTransactions),
    tenantFk('documents_series_fk', t.tenantId, t.seriesId, invoiceSeries),
    check('documents_doc_type_ck', docTypeCheckSql(t.docType)),
    check('documents_invoice_type_ck', sql`${t.invoiceType} between 1 and 6`),
    check('documents_scenario_type_ck', sql`${t.scenarioType} between 1 and 3`),
    check('documents_status_ck', sql`${t.status} in (1, 2, 5, 6)`),
    // GİB's ID: prefix (3) + year (4) + sequence (9), numbering.ts. The number-part search relies
    // on it: a part with any other character, or longer, matches nothing.
    check('documents_invoice_no_ck', sql`${t.invoiceNo} ~ '^[A-Z0-9]{3}[0-9]{13}$'`),
    check(
      'documents_integrator_status_ck',
      sql`${t.integratorStatus} in (1, 2, 3, 4, 5, 6, 7, 20, 21, 30)`,
    ),
    check('documents_response_state_ck', sql`${t.responseState} between 1 and 4`),
    check('documents_transaction_status_ck', sql`${t.transactionStatus} in (0, 1, 2)`),
    check('documents_currency_ck', currencyCheckSql(t.currencyCode)),
    check(
      'documents_pipeline_step_ck',
      sql`${t.pipelineStep} in ('prepare', 'send', 'track', 'cancel')`,
    ),
  ],
);
