import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Backend feature flags (spec §6): active by name and by environment scope ('*' = every
 * environment); a null tenant applies to all tenants.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    environmentScope: text().notNull().default('*'),
    isActive: boolean().notNull().default(false),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+) so there is only one all-tenants row per name and scope.
  (t) => [unique('feature_flags_uq').on(t.tenantId, t.name, t.environmentScope).nullsNotDistinct()],
);

export const translations = pgTable(
  'translations',
  {
    language: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'translations_pk', columns: [t.language, t.key] }),
    check('translations_language_ck', sql`${t.language} in ('tr', 'en')`),
  ],
);

/** System settings; rules domain.md marks configurable live here, globally or per tenant. */
export const settings = pgTable(
  'settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    scope: text().notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('settings_uq').on(t.tenantId, t.scope, t.key).nullsNotDistinct(),
    check(
      'settings_scope_ck',
      sql`(${t.scope} = 'global' and ${t.tenantId} is null) or (${t.scope} = 'tenant' and ${t.tenantId} is not null)`,
    ),
  ],
);
