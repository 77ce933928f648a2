import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantFk, timestamptz } from './columns';
import { stores } from './stores';
import { tenantIdColumn } from './tenants';
import { users } from './users';

/**
 * A request to export the document list by e-mail (.xlsx, spec §7). The row is the job's truth:
 * the export job claims pending rows whose lease ran out (`leaseUntil`), so a request recorded
 * while no worker ran, or whose worker died, is picked up later. `mailingAt` is set just before
 * the mail goes out; a claimed row that already has it is failed instead of mailed again.
 */
export const exportRequests = pgTable(
  'export_requests',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    storeId: uuid(),
    email: text().notNull(),
    // The list query as the user applied it (filter and sort entries, spec §2).
    query: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    leaseUntil: timestamptz(),
    mailingAt: timestamptz(),
    rowCount: integer(),
    failureReason: text(),
    completedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'export_requests_pk', columns: [t.tenantId, t.id] }),
    index('export_requests_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    tenantFk('export_requests_store_fk', t.tenantId, t.storeId, stores),
    index('export_requests_pending_idx')
      .on(t.leaseUntil.asc().nullsFirst())
      .where(sql`${t.status} = 'pending'`),
    check('export_requests_status_ck', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);
