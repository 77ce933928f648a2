import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
