import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as audit from './schema/audit';
import * as authTokens from './schema/auth-tokens';
import * as devices from './schema/devices';
import * as documentBlobs from './schema/document-blobs';
import * as documentFiles from './schema/document-files';
import * as documents from './schema/documents';
import * as integratorExchanges from './schema/integrator-exchanges';
import * as integrators from './schema/integrators';
import * as reference from './schema/reference';
import * as reports from './schema/reports';
import * as sales from './schema/sales';
import * as series from './schema/series';
import * as settings from './schema/settings';
import * as stores from './schema/stores';
import * as taxpayers from './schema/taxpayers';
import * as tenants from './schema/tenants';
import * as users from './schema/users';

const modules = [
  audit,
  authTokens,
  devices,
  documentBlobs,
  documentFiles,
  documents,
  integratorExchanges,
  integrators,
  reference,
  reports,
  sales,
  series,
  settings,
  stores,
  taxpayers,
  tenants,
  users,
];

const allTables = modules.flatMap((m) =>
  Object.values(m).filter((v): v is PgTable => is(v, PgTable)),
);

// Tables with a nullable tenant_id that are not owned by one tenant (admins, global rows).
const NOT_TENANT_OWNED = new Set([
  'users',
  'refresh_tokens',
  'feature_flags',
  'settings',
  'audit_log',
]);
// A device authenticates before its tenant is known; this lookup is what finds the tenant.
const TENANTLESS_INDEXES = new Set(['device_credentials_key_id_uq']);

const tenantOwned = allTables
  .map((t) => getTableConfig(t))
  .filter((c) => c.columns.some((col) => col.name === 'tenantId') && !NOT_TENANT_OWNED.has(c.name));

describe('tenant-owned tables', () => {
  it('are the expected ones', () => {
    expect(tenantOwned.map((c) => c.name).sort()).toEqual([
      'device_credentials',
      'devices',
      'document_blobs',
      'document_files',
      'documents',
      'integrator_exchanges',
      'invoice_counters',
      'invoice_series',
      'sale_payments',
      'sale_transaction_details',
      'sale_transactions',
      'store_integrator_configs',
      'stores',
    ]);
  });

  it.each(tenantOwned.map((c) => [c.name, c] as const))(
    '%s leads every key and index with tenant_id',
    (_, c) => {
      expect(c.primaryKeys).toHaveLength(1);
      expect(c.primaryKeys[0]?.columns[0]?.name).toBe('tenantId');
      for (const u of c.uniqueConstraints) expect(u.columns[0]?.name, u.name).toBe('tenantId');
      for (const idx of c.indexes) {
        if (TENANTLESS_INDEXES.has(idx.config.name ?? '')) continue;
        const first = idx.config.columns[0];
        expect(is(first, IndexedColumn) ? first.name : undefined, idx.config.name).toBe('tenantId');
      }
    },
  );

  it.each(tenantOwned.map((c) => [c.name, c] as const))(
    '%s references tenant tables by (tenant_id, id)',
    (_, c) => {
      const ownedNames = new Set(tenantOwned.map((o) => o.name));
      for (const fk of c.foreignKeys) {
        const ref = fk.reference();
        if (!ownedNames.has(getTableConfig(ref.foreignTable).name)) continue;
        expect(
          ref.columns.map((col) => col.name),
          fk.getName(),
        ).toEqual(['tenantId', expect.any(String)]);
        expect(
          ref.foreignColumns.map((col) => col.name),
          fk.getName(),
        ).toEqual(['tenantId', 'id']);
      }
    },
  );
});

describe('document list indexes', () => {
  it('store invoice_date and id DESC NULLS FIRST, the order of `order by invoice_date desc, id desc`', () => {
    const c = getTableConfig(documents.documents);
    const listIndexes = c.indexes.filter((i) => i.config.name?.endsWith('_date_idx'));
    expect(listIndexes).toHaveLength(4);
    for (const idx of listIndexes) {
      const tail = idx.config.columns.slice(-2).filter((col) => is(col, IndexedColumn));
      expect(tail.map((col) => [col.name, col.indexConfig.order, col.indexConfig.nulls])).toEqual([
        ['invoiceDate', 'desc', 'first'],
        ['id', 'desc', 'first'],
      ]);
    }
  });
});
