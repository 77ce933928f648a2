import { sql } from 'drizzle-orm';
import { char, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { tenants } from './tenants';

/**
 * Stylesheets of a tenant's stores that failed on a real document (a time-out, a limit, an error):
 * the tenant's documents that embed one are rendered with GİB's stylesheet instead, without trying
 * it again, and the store screen marks it. Keyed by the stylesheet's hash: a replaced stylesheet
 * has another, so it is tried afresh.
 */
export const brokenStylesheets = pgTable(
  'broken_stylesheets',
  {
    // A memory derived from documents: it never keeps a tenant from being deleted.
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** sha256 of the stylesheet's text (render-html.ts stylesheetText), lower-case hex. */
    xsltHash: char({ length: 64 }).notNull(),
    reason: text().notNull(),
    /** What the renderer said (English, for support); never shown to the tenant. */
    detail: text().notNull(),
    failedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'broken_stylesheets_pk', columns: [t.tenantId, t.xsltHash] }),
    // XSLT_FAILURES of shared/store/broken-xslt.ts.
    check(
      'broken_stylesheets_reason_ck',
      sql`${t.reason} in ('not-xslt', 'too-deep', 'external', 'compile', 'timeout', 'render', 'limits')`,
    ),
  ],
);
