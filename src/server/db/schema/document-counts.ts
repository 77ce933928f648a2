import {
  bigint,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What every count row holds beside its key (tenant, day or month, store): the kind of document,
 * how many, for how much, and their sale lines (itemsPerDocument on the dashboard; migration 0015).
 * integer, not bigint: sum(integer) adds in 64-bit integers, sum(bigint) in numeric (slower).
 */
export const countedColumns = () => ({
  docType: smallint().notNull(),
  status: smallint().notNull(),
  currencyCode: char({ length: 3 }).notNull(),
  documents: integer().notNull(),
  amount: numeric().notNull(),
  items: integer().notNull(),
});

/*
 * Document counts per day, so the list's total and the dashboard never count the documents
 * themselves. Triggers on `documents` (migration 0011) append a delta row in the same transaction
 * as every insert, delete and change of a counted column; nothing is updated in place there, so
 * concurrent sales never wait on a shared counter row. `document_counts_roll_up()` folds the deltas
 * into `document_day_counts` now and then; the exact figure is always day counts + pending deltas.
 * No foreign keys: the rows are derived from documents, and a key check per delta would cost
 * every sale a lookup.
 */
export const documentDayCounts = pgTable(
  'document_day_counts',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid().notNull(),
    ...countedColumns(),
  },
  // Reads use document_day_counts_read_idx (the key plus `documents`, made in the migration's
  // SQL as drizzle cannot declare INCLUDE): an index-only scan, the rows themselves never read.
  (t) => [
    primaryKey({
      name: 'document_day_counts_pk',
      columns: [t.tenantId, t.day, t.storeId, t.docType, t.status, t.currencyCode],
    }),
  ],
);

/*
 * The same counts without the store: a list over all of a tenant's stores adds ~15 rows a day
 * instead of ~160 (a whole year ~5,000 instead of ~50,000). The roll-up folds every delta into
 * both tables in one statement, so they always agree (migration 0013).
 */
export const documentTenantDayCounts = pgTable(
  'document_tenant_day_counts',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    ...countedColumns(),
  },
  // Read through document_tenant_day_counts_read_idx (key plus `documents`, INCLUDE in the SQL).
  (t) => [
    primaryKey({
      name: 'document_tenant_day_counts_pk',
      columns: [t.tenantId, t.day, t.docType, t.status, t.currencyCode],
    }),
  ],
);

export const documentCountDeltas = pgTable(
  'document_count_deltas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid().notNull(),
    ...countedColumns(),
  },
  (t) => [index('document_count_deltas_tenant_day_idx').on(t.tenantId, t.day)],
);
