import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * Users are global rows: administrators (user_type 2) belong to no tenant, so `tenant_id` is a
 * nullable attribute here, not part of the key.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    emailHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneNumber: text(),
    userType: smallint().notNull().default(1),
    languageId: text().notNull().default('tr'),
    isActive: boolean().notNull().default(true),
    tenantId: uuid().references(() => tenants.id),
    isTenantOwner: boolean().notNull().default(false),
    manageAdminUsers: boolean().notNull().default(false),
    fmtpb: text(),
    // null means the default permission set of spec §6.
    permissions: text().array(),
    // argon2id encoded hash; null until an invited user sets a password.
    passwordHash: text(),
    // TOTP secret, AES-256-GCM encrypted with the env key.
    otpSecret: text(),
    otpEnabled: boolean().notNull().default(false),
    // RFC 6238 time step of the last code used to sign in; a code is accepted once.
    otpLastTimeStep: bigint({ mode: 'number' }),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamptz(),
    lastLoginAt: timestamptz(),
    // Access tokens issued before this instant are refused (logout everywhere, reset, rights change).
    tokensValidAfter: timestamptz(),
    uiState: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_tenant_idx').on(t.tenantId),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('users_user_type_ck', sql`${t.userType} in (1, 2)`),
    check('users_language_ck', sql`${t.languageId} in ('tr', 'en')`),
    check('users_tenant_user_has_tenant_ck', sql`${t.userType} = 2 or ${t.tenantId} is not null`),
  ],
);
