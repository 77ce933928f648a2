import { boolean, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    city: text(),
    email: text(),
    isActive: boolean().notNull().default(true),
    integrationId: text(),
    alternateId: text(),
    webSite: text(),
    phoneNumber: text(),
    address: text(),
    // Product ids of the original platform's catalogue; no table of ours describes them.
    ownerProductId: text(),
    generatedOn: timestamptz().notNull().defaultNow(),
    lastAccess: timestamptz(),
    accountOwnerId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenants_name_idx').on(t.name),
    index('tenants_account_owner_idx').on(t.accountOwnerId),
  ],
);

/**
 * `tenant_id` column of every tenant-owned table. It leads the composite primary key and every
 * index of that table (design.md, tenancy).
 */
export const tenantIdColumn = () =>
  uuid()
    .notNull()
    .references((): AnyPgColumn => tenants.id);
