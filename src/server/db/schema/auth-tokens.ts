import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Refresh tokens rotate inside a family; reuse of a used token revokes the whole family. Owned by
 * a user (global), so not keyed by tenant; `tenant_id` records the tenant the token was issued for.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    // Sign-in time of the family: spec §9's 15 days count from here, however often it rotates.
    familyStartedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    revokedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per fixed window, keyed `ip:<address>` or `account:<sha256 of the e-mail>`. Keyed
 * by e-mail rather than user id so unknown addresses are limited alike and the 429 does not reveal
 * which addresses have an account.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    windowEndsAt: timestamptz().notNull(),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowEndsAt)],
);
