import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { countries } from './reference';
import { tenants } from './tenants';

/**
 * Self-service sign-ups waiting for their e-mail confirmation. Nobody's tenant yet, so only our
 * own named access (`withSystemAccess('registration')`) reads them (row-level security). The code
 * is stored as its SHA-256 and works once; the password hash is cleared when the owner is created.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    jobTitleId: smallint().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    website: text(),
    propertyName: text().notNull(),
    languageId: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    confirmedAt: timestamptz(),
    // Not `tenant_id`: the row belongs to no tenant; this records the one its confirmation made.
    createdTenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_registrations_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.confirmedAt} is null`),
    check('pending_registrations_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('pending_registrations_language_ck', sql`${t.languageId} in ('tr', 'en')`),
  ],
);
