import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantFk, timestamptz } from './columns';
import { tenantIdColumn } from './tenants';
import { users } from './users';

const periodCheck = (column: unknown) => sql`${column} in ('monthly', 'yearly')`;

/** The plan catalogue (platform-wide): monthly prices in kuruş, VAT excluded. */
export const plans = pgTable(
  'plans',
  {
    code: text().primaryKey(),
    monthlyPriceKurus: integer().notNull(),
    isActive: boolean().notNull().default(true),
    priority: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('plans_price_ck', sql`${t.monthlyPriceKurus} > 0`)],
);

/**
 * Every charge tried for a tenant's plan, one row per `Idempotency-Key`. Written before the
 * provider is asked (`pending`), settled with its answer. Card numbers and CVVs are never stored:
 * only the provider's token, its reference and the last four digits.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    idempotencyKey: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    planCode: text()
      .notNull()
      .references(() => plans.code),
    period: text().notNull(),
    netKurus: integer().notNull(),
    vatKurus: integer().notNull(),
    totalKurus: integer().notNull(),
    currency: text().notNull().default('TRY'),
    provider: text().notNull(),
    status: text().notNull().default('pending'),
    declineCode: text(),
    providerReference: text(),
    cardToken: text(),
    cardBrand: text().notNull(),
    cardLast4: text().notNull(),
    completedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payment_attempts_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('payment_attempts_key_uq').on(t.tenantId, t.idempotencyKey),
    index('payment_attempts_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    check(
      'payment_attempts_status_ck',
      sql`${t.status} in ('pending', 'approved', 'declined', 'timeout')`,
    ),
    check('payment_attempts_period_ck', periodCheck(t.period)),
    check('payment_attempts_last4_ck', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('payment_attempts_total_ck', sql`${t.totalKurus} = ${t.netKurus} + ${t.vatKurus}`),
  ],
);

/** The tenant's plan: one row per tenant, written once by the approved attempt that paid it. */
export const tenantSubscriptions = pgTable(
  'tenant_subscriptions',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    planCode: text()
      .notNull()
      .references(() => plans.code),
    period: text().notNull(),
    paymentAttemptId: uuid().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tenant_subscriptions_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('tenant_subscriptions_tenant_uq').on(t.tenantId),
    tenantFk('tenant_subscriptions_attempt_fk', t.tenantId, t.paymentAttemptId, paymentAttempts),
    check('tenant_subscriptions_period_ck', periodCheck(t.period)),
  ],
);
