import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz, updatedAt } from './columns';
import { tenantIdColumn } from './tenants';

/**
 * Certificates a tenant signs its documents with (XAdES-BES). The private key is PKCS#8,
 * AES-256-GCM encrypted with the app secret; replaced certificates stay as history.
 */
export const signingCertificates = pgTable(
  'signing_certificates',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    certificateDer: bytea().notNull(),
    privateKeyEncrypted: text().notNull(),
    source: text().notNull(),
    subject: text().notNull(),
    issuer: text().notNull(),
    serialNumber: text().notNull(),
    notBefore: timestamptz().notNull(),
    notAfter: timestamptz().notNull(),
    fingerprintSha256: text('fingerprint_sha256').notNull(),
    isCurrent: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'signing_certificates_pk', columns: [t.tenantId, t.id] }),
    // One current certificate per tenant; concurrent first uses meet here.
    uniqueIndex('signing_certificates_current_uq')
      .on(t.tenantId)
      .where(sql`${t.isCurrent}`),
    check('signing_certificates_source_ck', sql`${t.source} in ('generated', 'pkcs12')`),
  ],
);
