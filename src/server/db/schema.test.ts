import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as documents from './schema/documents';

// Every schema file, read from the directory as drizzle-kit does: a new table cannot be missed.
const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');
const modules: Record<string, unknown>[] = await Promise.all(
  fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test'))
    .map((f) => import(path.join(schemaDir, f)) as Promise<Record<string, unknown>>),
);

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
// A device authenticates before its tenant is known; this lookup is what finds the tenant. The
// export job claims due requests of every tenant, oldest lease first; the pipeline claims due
// documents of every tenant, earliest due first. These two are not unique, so a table
// distributed by tenant_id keeps them (one per shard).
const TENANTLESS_INDEXES = new Set([
  'device_credentials_key_id_uq',
  'export_requests_pending_idx',
  'documents_pipeline_next_idx',
]);
// An insert-only log the roll-up folds in id order across tenants: its key is the identity alone.
const ID_KEYED_LOGS = new Set(['document_count_deltas']);

const tenantOwned = allTables
  .map((t) => getTableConfig(t))
  .filter((c) => c.columns.some((col) => col.name === 'tenantId') && !NOT_TENANT_OWNED.has(c.name));

describe('tenant-owned tables', () => {
  it('are the expected ones', () => {
    expect(tenantOwned.map((c) => c.name).sort()).toEqual([
      'broken_stylesheets',
      'device_credentials',
      'devices',
      'document_blobs',
      'document_count_deltas',
      'document_day_counts',
      'document_day_turnover',
      'document_files',
      'document_month_counts',
      'document_number_days',
      'document_tenant_day_counts',
      'document_tenant_day_turnover',
      'document_tenant_month_counts',
      'documents',
      'export_requests',
      'integrator_exchanges',
      'invoice_counters',
      'invoice_series',
      'payment_attempts',
      'sale_payments',
      'sale_transaction_details',
      'sale_transactions',
      'signing_certificates',
      'store_integrator_configs',
      'stores',
      'tenant_subscriptions',
    ]);
  });

  it.each(tenantOwned.map((c) => [c.name, c] as const))(
    '%s leads every key and index with tenant_id',
    (_, c) => {
      if (ID_KEYED_LOGS.has(c.name)) {
        expect(c.primaryKeys).toEqual([]);
        expect(c.columns.filter((col) => col.primary).map((col) => col.name)).toEqual(['id']);
      } else {
        expect(c.primaryKeys).toHaveLength(1);
        expect(c.primaryKeys[0]?.columns[0]?.name).toBe('tenantId');
      }
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
