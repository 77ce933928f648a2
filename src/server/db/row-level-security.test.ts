import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../test/document-factories';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { createAdmin, createTenantWithUser, testDb } from '../test/factories';
import { APP_ROLE, createAppPool, type AppPool } from './app-pool';
import { runInDataContext, withSystemAccess, withTenantAccess } from './data-context';

/** Tables a query may forget to filter; each holds one row of each tenant after set-up. */
const TENANT_TABLES = [
  'tenants',
  'stores',
  'users',
  'devices',
  'sale_transactions',
  'documents',
  'document_number_days',
  'document_month_counts',
  'document_tenant_month_counts',
  'document_day_turnover',
  'document_tenant_day_turnover',
] as const;

let t: TTestDatabase;
let app: AppPool;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 3);
  const db = testDb(t);
  a = await createTenantWithUser(db);
  b = await createTenantWithUser(db);
  for (const side of [a, b]) {
    await createDocument(db, {
      tenantId: side.tenant.id,
      storeId: side.store.id,
      saleTransaction: true,
    });
  }
  // The documents' counts folded into the month counts and day turnover (migration 0021).
  await t.pool.query('select document_counts_roll_up()');
  await createAdmin(db);
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

async function tenantIdsIn(table: string): Promise<string[]> {
  const column = table === 'tenants' ? 'id' : 'tenant_id';
  const { rows } = await app.query<{ tid: string | null }>(`select ${column} as tid from ${table}`);
  return rows.map((r) => r.tid ?? 'none');
}

describe('row-level security', () => {
  it("a query without a tenant filter sees only its own tenant's rows", async () => {
    for (const table of TENANT_TABLES) {
      const seen = await withTenantAccess(a.tenant.id, () => tenantIdsIn(table));
      expect(seen, table).toEqual([a.tenant.id]);
    }
  });

  it('outside any data context a query sees nothing', async () => {
    for (const table of TENANT_TABLES) {
      expect(await tenantIdsIn(table), table).toEqual([]);
    }
  });

  it('system access sees every tenant, the platform administrator included', async () => {
    const users = await withSystemAccess('test', () => tenantIdsIn('users'));
    expect(users.sort()).toEqual([a.tenant.id, b.tenant.id, 'none'].sort());
  });

  it("refuses to write another tenant's row from a tenant's context", async () => {
    const insert = withTenantAccess(a.tenant.id, () =>
      app.query('insert into stores (tenant_id, id, name) values ($1, $2, $3)', [
        b.tenant.id,
        crypto.randomUUID(),
        'Sızma Şubesi',
      ]),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
    const update = await withTenantAccess(a.tenant.id, () =>
      app.query("update stores set name = 'Ele geçirildi' where tenant_id = $1", [b.tenant.id]),
    );
    expect(update.rowCount).toBe(0);
    const { rows } = await t.pool.query('select name from stores where tenant_id = $1', [
      b.tenant.id,
    ]);
    expect(rows.map((r) => r.name)).toEqual([b.store.name]);
  });

  it('a tenant context also holds inside transactions and after a rollback', async () => {
    const client = await withTenantAccess(a.tenant.id, () => app.connect());
    try {
      await client.query('begin');
      expect((await client.query('select id from stores')).rows).toEqual([{ id: a.store.id }]);
      await client.query('rollback');
      expect((await client.query('select id from stores')).rows).toEqual([{ id: a.store.id }]);
    } finally {
      client.release();
    }
    // The same pooled connection, handed to code outside any context, sees nothing again.
    expect((await app.query('select id from stores')).rows).toEqual([]);
  });

  it('a signed-in user reads their own user row inside a tenant they do not belong to', async () => {
    const [admin] = (await t.pool.query('select id from users where tenant_id is null')).rows;
    const ids = await runInDataContext(
      { kind: 'tenant', tenantId: a.tenant.id, userId: String(admin.id) },
      async () => (await app.query<{ id: string }>('select id from users')).rows.map((r) => r.id),
    );
    expect(ids.sort()).toEqual([a.user.id, String(admin.id)].sort());
  });

  it('the app pool runs as a role that is no superuser, no owner and cannot bypass RLS', async () => {
    const { rows } = await withSystemAccess('test', () =>
      app.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
        `select current_user as role, r.rolsuper, r.rolbypassrls,
                (select count(*)::int from pg_tables
                  where schemaname = 'public' and tableowner = current_user) as owns
           from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(rows).toEqual([{ role: APP_ROLE, rolsuper: false, rolbypassrls: false, owns: 0 }]);
  });

  it('every table with a tenant_id column has row-level security on', async () => {
    const { rows } = await t.pool.query<{ table: string }>(
      `select c.relname as table
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity
          and (c.relname = 'tenants' or exists (
            select 1 from pg_attribute a
             where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))`,
    );
    expect(rows).toEqual([]);
  });
});
