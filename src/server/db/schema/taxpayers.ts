import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns';

/** GİB registered-user list (NewUserList.xsd); millions of rows, imported by streaming. */
export const taxPayers = pgTable(
  'tax_payers',
  {
    // VKN (10 digits) or TCKN (11 digits).
    identifier: text().primaryKey(),
    title: text().notNull(),
    type: text().notNull(),
    accountType: text(),
    firstCreationTime: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [check('tax_payers_type_ck', sql`${t.type} in ('OZEL', 'KAMU')`)],
);

/** Mailbox (PK) and sender (GB) aliases of a registered user, per document type. */
export const taxPayerAliases = pgTable(
  'tax_payer_aliases',
  {
    identifier: text()
      .notNull()
      .references(() => taxPayers.identifier, { onDelete: 'cascade' }),
    documentType: text().notNull(),
    aliasKind: text().notNull(),
    aliasName: text().notNull(),
    creationTime: timestamptz(),
    deletionTime: timestamptz(),
  },
  (t) => [
    primaryKey({
      name: 'tax_payer_aliases_pk',
      columns: [t.identifier, t.documentType, t.aliasKind, t.aliasName],
    }),
    check(
      'tax_payer_aliases_document_type_ck',
      sql`${t.documentType} in ('Invoice', 'DespatchAdvice')`,
    ),
    check('tax_payer_aliases_alias_kind_ck', sql`${t.aliasKind} in ('PK', 'GB')`),
  ],
);

/**
 * Tax rates a taxpayer may apply (GET /taxPayer/applicableTaxRate/list). Not tied to `tax_payers`:
 * a store's own tax number need not be on GİB's registered-user list.
 */
export const applicableTaxRates = pgTable(
  'applicable_tax_rates',
  {
    identifier: text().notNull(),
    taxTypeCode: text().notNull(),
    rate: numeric({ precision: 5, scale: 2, mode: 'string' }).notNull(),
    name: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'applicable_tax_rates_pk', columns: [t.identifier, t.taxTypeCode, t.rate] }),
  ],
);
