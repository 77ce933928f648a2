import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantFk, timestamptz, updatedAt } from './columns';
import { stores } from './stores';
import { tenantIdColumn } from './tenants';

/** Global list of POS hardware (brand_type 1) and software (brand_type 2) makers. */
export const brands = pgTable(
  'brands',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    brandType: smallint().notNull(),
    description: text(),
  },
  (t) => [
    uniqueIndex('brands_type_name_uq').on(t.brandType, t.name),
    check('brands_brand_type_ck', sql`${t.brandType} in (1, 2)`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    storeId: uuid().notNull(),
    hardwareBrandId: uuid().references(() => brands.id),
    softwareBrandId: uuid().references(() => brands.id),
    serialNumber: text().notNull(),
    brand: text(),
    model: text(),
    clientType: text(),
    certificationType: text(),
    deviceKind: text(),
    description: text(),
    isActive: boolean().notNull().default(true),
    integrationId: text(),
    posVersion: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'devices_pk', columns: [t.tenantId, t.id] }),
    unique('devices_serial_number_uq').on(t.tenantId, t.serialNumber),
    index('devices_tenant_store_idx').on(t.tenantId, t.storeId),
    tenantFk('devices_store_fk', t.tenantId, t.storeId, stores),
  ],
);

/**
 * API keys of POS devices. `key_id` is the public half sent by the device; `secret_hash` is the
 * HMAC-SHA-256 of the secret half under a key derived from SECRET_KEY (device-credential.service).
 */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    tenantId: tenantIdColumn(),
    id: uuid().notNull().defaultRandom(),
    deviceId: uuid().notNull(),
    keyId: text().notNull(),
    secretHash: text().notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz(),
  },
  (t) => [
    primaryKey({ name: 'device_credentials_pk', columns: [t.tenantId, t.id] }),
    // The one index not led by tenant_id: a device authenticates before its tenant is known, and
    // this lookup is what tells us the tenant.
    uniqueIndex('device_credentials_key_id_uq').on(t.keyId),
    index('device_credentials_tenant_device_idx').on(t.tenantId, t.deviceId),
    tenantFk('device_credentials_device_fk', t.tenantId, t.deviceId, devices).onDelete('cascade'),
  ],
);
