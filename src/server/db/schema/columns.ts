import { sql, type SQL } from 'drizzle-orm';
import { customType, foreignKey, numeric, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** Tax amounts: numeric(18,2), read and written as decimal strings, never floats. */
export const money = () => numeric({ precision: 18, scale: 2, mode: 'string' });

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz().notNull().defaultNow();

export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** drizzle-orm 0.45 has no built-in bytea; node-postgres returns bytea as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** Spec §3 currencies; kept as SQL because the shared enums belong to the domain layer. */
export const currencyCheckSql = (column: PgColumn): SQL =>
  sql`${column} in ('TRY', 'EUR', 'USD', 'GBP', 'SAR', 'QAR')`;

export const docTypeCheckSql = (column: PgColumn): SQL => sql`${column} in (1, 2, 5, 7, 8, 9)`;

interface TenantKeyed {
  tenantId: PgColumn;
  id: PgColumn;
}

/**
 * Foreign key between two tenant-owned tables: `(tenant_id, x_id) → (tenant_id, id)`, so a row can
 * never point at another tenant's row.
 */
export const tenantFk = (name: string, tenantId: PgColumn, column: PgColumn, target: TenantKeyed) =>
  foreignKey({ name, columns: [tenantId, column], foreignColumns: [target.tenantId, target.id] });
