import { boolean, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestamptz, updatedAt } from './columns';

/** Global catalogue of integrators; `plugin_key` selects the built-in plugin (e.g. 'simulator'). */
export const integratorProducts = pgTable(
  'integrator_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    implementerPartyType: text(),
    isActive: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    pluginKey: text().notNull(),
    pluginConfigurations: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('integrator_products_name_uq').on(t.name),
    // At most one default integrator.
    uniqueIndex('integrator_products_single_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** Whether an integrator currently reaches GİB for a taxpayer (spec §4, online/offline). */
export const integratorTaxpayerStatus = pgTable(
  'integrator_taxpayer_status',
  {
    integratorProductId: uuid()
      .notNull()
      .references(() => integratorProducts.id, { onDelete: 'cascade' }),
    taxNo: text().notNull(),
    name: text(),
    isOnline: boolean().notNull().default(true),
    offlineReason: text(),
    onlineDate: timestamptz(),
    updatedAt: updatedAt(),
    // When the integrator plugin last answered for this taxpayer (the status poll).
    checkedAt: timestamptz(),
  },
  (t) => [
    primaryKey({
      name: 'integrator_taxpayer_status_pk',
      columns: [t.integratorProductId, t.taxNo],
    }),
  ],
);
