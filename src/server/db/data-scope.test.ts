import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tenantOrSharedWhere, tenantWhere } from './data-scope';
import { documents } from './schema/documents';
import { featureFlags } from './schema/settings';
import { stores } from './schema/stores';
import { taxPayers } from './schema/taxpayers';

const dialect = new PgDialect({ casing: 'snake_case' });
const render = (where: SQL) => dialect.sqlToQuery(where);

describe('tenantWhere', () => {
  it('puts the tenant condition first, then the caller’s conditions', () => {
    const q = render(tenantWhere(documents, 't1', eq(documents.id, 'd1')));
    expect(q.sql).toBe('("documents"."tenant_id" = $1 and "documents"."id" = $2)');
    expect(q.params).toEqual(['t1', 'd1']);
  });

  it('adds the store of a store-mode scope when the table has a store column', () => {
    const q = render(tenantWhere(documents, { tenantId: 't1', storeId: 's1' }));
    expect(q.sql).toBe('("documents"."tenant_id" = $1 and "documents"."store_id" = $2)');
    expect(q.params).toEqual(['t1', 's1']);
  });

  it('narrows the stores table by its own id', () => {
    const q = render(tenantWhere(stores, { tenantId: 't1', storeId: 's1' }));
    expect(q.sql).toBe('("stores"."tenant_id" = $1 and "stores"."id" = $2)');
  });

  it('does not narrow to a store for a tenant-mode scope or a bare tenant id', () => {
    expect(render(tenantWhere(documents, { tenantId: 't1', storeId: null })).params).toEqual([
      't1',
    ]);
    expect(render(tenantWhere(documents, 't1')).sql).toBe('"documents"."tenant_id" = $1');
  });

  it('throws on a missing tenant instead of reading every tenant', () => {
    expect(() => tenantWhere(documents, '')).toThrow(/without a tenant/);
    expect(() => tenantWhere(documents, { tenantId: '', storeId: 's1' })).toThrow(
      /without a tenant/,
    );
  });

  it('does not compile for a table without a tenant column', () => {
    // @ts-expect-error the GİB taxpayer list is shared by all tenants: it has no tenant column
    const misuse = () => tenantWhere(taxPayers, 't1');
    expect(typeof misuse).toBe('function');
  });
});

describe('tenantOrSharedWhere', () => {
  it('reads the tenant’s rows and the shared ones', () => {
    const q = render(tenantOrSharedWhere(featureFlags, 't1'));
    expect(q.sql).toBe('("feature_flags"."tenant_id" is null or "feature_flags"."tenant_id" = $1)');
    expect(() => tenantOrSharedWhere(featureFlags, '')).toThrow(/without a tenant/);
  });
});
