import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantFk } from './columns';
import { documents } from './documents';
import { tenantIdColumn } from './tenants';

/**
 * Files produced for a document: UBL, signed XML (XAdES-BES), rendered HTML and PDF. `packing`
 * says how `content` becomes the file (storage/packed-file.ts); null: `content` is the file. `sha256`
 * is always that of the whole file.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    tenantId: tenantIdColumn(),
    documentId: uuid().notNull(),
    kind: text().notNull(),
    content: bytea().notNull(),
    contentType: text().notNull(),
    packing: jsonb(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'document_files_pk', columns: [t.tenantId, t.documentId, t.kind] }),
    tenantFk('document_files_document_fk', t.tenantId, t.documentId, documents).onDelete('cascade'),
    check('document_files_kind_ck', sql`${t.kind} in ('ubl', 'signed', 'html', 'pdf')`),
  ],
);
