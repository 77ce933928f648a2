import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { tenantIdColumn } from './tenants';

/**
 * Content-addressed bytes shared by a tenant's stored documents: the stylesheet every UBL-TR
 * document embeds, kept once per tenant instead of twice per document. Per tenant, not global: a
 * store's own stylesheet is tenant data, and a shared table would tell one tenant by its key that
 * another holds the same bytes.
 */
export const documentBlobs = pgTable(
  'document_blobs',
  {
    tenantId: tenantIdColumn(),
    sha256: text('sha256').notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'document_blobs_pk', columns: [t.tenantId, t.sha256] })],
);
