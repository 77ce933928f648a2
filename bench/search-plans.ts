import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { withTenantAccess } from '../src/server/db/data-context';
import { globalSearch } from '../src/server/modules/global-search/global-search.public';
import { DEFAULT_PERMISSIONS } from '../src/shared/auth/permissions';

export type TPlanFigures = {
  statements: number;
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
};

type TPlanJson = {
  'Execution Time': number;
  'Planning Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
};

/**
 * The statements one search of a tenant user sends (captured from the service, not copied), each
 * run with EXPLAIN (ANALYZE, BUFFERS) on the app's RLS-bound pool as that tenant: what the
 * database did, without the HTTP and JavaScript around it.
 */
export async function explainSearch(
  pool: pg.Pool,
  tenantId: string,
  text: string,
): Promise<TPlanFigures> {
  const queries: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => queries.push({ text: sql, params }) },
  });
  const scope = {
    userId: '00000000-0000-0000-0000-000000000000',
    isAdmin: false,
    isOwner: true,
    manageAdminUsers: false,
    permissions: DEFAULT_PERMISSIONS,
    tenantId,
    storeId: null,
  };
  await withTenantAccess(tenantId, () => globalSearch(db, scope, { searchText: text }));
  const figures: TPlanFigures = {
    statements: queries.length,
    executionMs: 0,
    planningMs: 0,
    sharedHit: 0,
    sharedRead: 0,
  };
  for (const q of queries) {
    const res = await withTenantAccess(tenantId, () =>
      pool.query<{ 'QUERY PLAN': TPlanJson[] }>(
        `explain (analyze, buffers, format json) ${q.text}`,
        q.params,
      ),
    );
    const plan = res.rows[0]?.['QUERY PLAN'][0];
    if (!plan) continue;
    figures.executionMs += plan['Execution Time'];
    figures.planningMs += plan['Planning Time'];
    figures.sharedHit += plan.Plan['Shared Hit Blocks'] ?? 0;
    figures.sharedRead += plan.Plan['Shared Read Blocks'] ?? 0;
  }
  figures.executionMs = Math.round(figures.executionMs * 100) / 100;
  figures.planningMs = Math.round(figures.planningMs * 100) / 100;
  return figures;
}
