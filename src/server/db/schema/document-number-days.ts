import { char, date, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/*
 * The invoice numbers issued per day, as the first and last sequence of each number sequence
 * (store, docType and head = the number's prefix and year: one series in one year). A number-part
 * search turns them into the only numbers a date range can hold and looks those up in the number
 * index (invoice-number-ranges.ts), instead of reading every document of the range.
 *
 * Written by triggers on `documents` (migration 0017) in the document's own transaction: one
 * upsert per statement and sequence, which only widens the row, so it always covers every number
 * stored on that day (a deleted document leaves it wider than needed, never narrower). The sale
 * that writes it already holds its series' counter row, so it adds no wait. No foreign keys, like
 * the day counts: the rows are derived from documents.
 */
export const documentNumberDays = pgTable(
  'document_number_days',
  {
    tenantId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid().notNull(),
    docType: smallint().notNull(),
    head: char({ length: 7 }).notNull(),
    firstSequence: integer().notNull(),
    lastSequence: integer().notNull(),
  },
  // The migration's key INCLUDEs both sequences (drizzle cannot declare it): a search reads its
  // days from the index alone.
  (t) => [
    primaryKey({
      name: 'document_number_days_pk',
      columns: [t.tenantId, t.day, t.storeId, t.docType, t.head],
    }),
  ],
);
