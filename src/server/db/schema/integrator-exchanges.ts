import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantFk, timestamptz } from './columns';
import { documents } from './documents';
import { tenantIdColumn } from './tenants';

/** Every request to and answer from an integrator (spec: integrator request / response dialogs). */
export const integratorExchanges = pgTable(
  'integrator_exchanges',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    documentId: uuid().notNull(),
    // send, status, cancel, fetch_ubl, client_response, …
    operation: text().notNull(),
    requestBase64: text(),
    // A send's request is the signed XML: stored packed like the document's signed file (its
    // stylesheet in document_blobs, storage/packed-file.ts) instead of ~360 KB of base64.
    requestPacked: bytea(),
    requestPacking: jsonb().$type<unknown>(),
    // sha256 (hex) of the request's bytes; for a packed request, what unpacking must give back.
    requestHash: text(),
    responseDate: timestamptz(),
    responseStatus: integer(),
    responseData: jsonb().$type<unknown>(),
    success: boolean().notNull().default(false),
    // A send's outcome as the pipeline read the answer (accepted, already-registered, rejected,
    // deferred): an accepted one is never sent again, whatever a later status answer says.
    sendOutcome: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'integrator_exchanges_pk', columns: [t.tenantId, t.id] }),
    index('integrator_exchanges_document_idx').on(t.tenantId, t.documentId, t.createdAt),
    tenantFk('integrator_exchanges_document_fk', t.tenantId, t.documentId, documents).onDelete(
      'cascade',
    ),
  ],
);
