import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

export const reportGroups = pgTable('report_groups', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  priority: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    code: text().notNull(),
    priority: integer().notNull().default(0),
    reportGroupId: uuid()
      .notNull()
      .references(() => reportGroups.id),
    fileName: text(),
    parameters: jsonb().$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reports_code_uq').on(t.code)],
);

/**
 * Report download tokens already used (spec §7 file downloader): a token fetches its file once.
 * A row outlives its token only until the next download clears the expired ones.
 */
export const reportTicketUses = pgTable('report_ticket_uses', {
  requestId: uuid().primaryKey(),
  expiresAt: timestamptz().notNull(),
});
