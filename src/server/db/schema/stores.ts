import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantFk, updatedAt } from './columns';
import { integratorProducts } from './integrators';
import { tenantIdColumn } from './tenants';

export const stores = pgTable(
  'stores',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    taxOffice: text(),
    taxNo: text(),
    website: text(),
    email: text(),
    // Phone and fax keep the country code in the first two characters (spec §3, default 90).
    phoneNumber: text(),
    fax: text(),
    integrationId: text(),
    gbAlias: text(),
    room: text(),
    streetName: text(),
    buildingName: text(),
    buildingNumber: text(),
    citySubdivisionName: text(),
    cityName: text(),
    postalZone: text(),
    countryName: text(),
    isActive: boolean().notNull().default(true),
    tradeRegisterNo: text(),
    mersisNo: text(),
    emailServiceProductId: text(),
    sendEDocumentEmailCopyTo: text(),
    emailConfigs: jsonb().$type<Record<string, unknown>>(),
    accommodationTaxEnabled: boolean().notNull().default(false),
    commercialInvoiceEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'stores_pk', columns: [t.tenantId, t.id] }),
    index('stores_tenant_name_idx').on(t.tenantId, t.name),
    index('stores_tenant_integration_idx').on(t.tenantId, t.integrationId),
  ],
);

/** Integrator settings per store and document type (spec §3: 1 e-Fatura, 2 e-Arşiv, 7 e-SMM, 8 e-Adisyon). */
export const storeIntegratorConfigs = pgTable(
  'store_integrator_configs',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    storeId: uuid().notNull(),
    docType: smallint().notNull(),
    emailConfigs: jsonb().$type<Record<string, unknown>>(),
    gbAlias: text(),
    integratorProductId: uuid().references(() => integratorProducts.id),
    integratorUid: text(),
    // AES-256-GCM ciphertext; never returned by the API.
    integratorPwdEncrypted: text(),
    integratorOptions: jsonb().$type<Record<string, unknown>>(),
    // Uploaded XSLT parts, base64 as sent by the web app.
    xsltMain: text(),
    xsltLogo: text(),
    xsltFooter: text(),
    xsltSignature: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'store_integrator_configs_pk', columns: [t.tenantId, t.id] }),
    unique('store_integrator_configs_store_doc_type_uq').on(t.tenantId, t.storeId, t.docType),
    tenantFk('store_integrator_configs_store_fk', t.tenantId, t.storeId, stores).onDelete(
      'cascade',
    ),
    check('store_integrator_configs_doc_type_ck', sql`${t.docType} in (1, 2, 7, 8)`),
  ],
);
