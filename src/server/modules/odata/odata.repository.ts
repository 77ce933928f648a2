import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { pgErrorCode } from '../../db/pg-errors';
import type { TEntity, TNavigation } from './odata-entities';
import { odataError } from './odata-errors';

/** What one OData request reads, all names already checked against the allow-list. */
export type TODataPlan = {
  entity: TEntity;
  /** Output name → column of the entity. */
  columns: Record<string, AnyPgColumn>;
  /** Navigation → the target entity's output name → column. */
  expands: {
    name: string;
    navigation: TNavigation;
    target: TEntity;
    columns: Record<string, AnyPgColumn>;
  }[];
  where: SQL | undefined;
  order: SQL[];
  top: number;
  skip: number;
  count: boolean;
};

/** A query that runs longer is stopped and answered 400 tooCostly, never left to run. */
export const ODATA_STATEMENT_TIMEOUT_MS = 5000;
const QUERY_CANCELED = '57014';

function selection(plan: TODataPlan): Record<string, AnyPgColumn> {
  const out: Record<string, AnyPgColumn> = {};
  for (const [name, column] of Object.entries(plan.columns)) out[`f__${name}`] = column;
  for (const expand of plan.expands) {
    for (const [name, column] of Object.entries(expand.columns)) {
      out[`e__${expand.name}__${name}`] = column;
    }
    // Whether the optional row exists at all (its key is never null when it does).
    out[`k__${expand.name}`] = expand.target.key;
  }
  return out;
}

/**
 * The page and, when asked for, the total, in the caller's scope (tenantWhere first; row-level
 * security is the second lock on the base table and on every expanded one).
 */
export async function runODataQuery(
  db: TDb,
  scope: TDataScope,
  plan: TODataPlan,
): Promise<{ rows: Record<string, unknown>[]; total: number | undefined }> {
  const { table } = plan.entity;
  const where = tenantWhere(table, scope, plan.where);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${ODATA_STATEMENT_TIMEOUT_MS}`));
      let query = tx.select(selection(plan)).from(table).$dynamic();
      for (const { navigation, target } of plan.expands) {
        const on = and(...navigation.keys.map(([a, b]) => eq(a, b)));
        query = query.leftJoin(target.table, on);
      }
      const rows = await query
        .where(where)
        .orderBy(...plan.order)
        .limit(plan.top)
        .offset(plan.skip);
      if (!plan.count) return { rows, total: undefined };
      const [total] = await tx.select({ n: count() }).from(table).where(where);
      return { rows, total: total?.n ?? 0 };
    });
  } catch (e) {
    if (pgErrorCode(e) === QUERY_CANCELED) throw odataError('tooCostly', '$filter');
    throw e;
  }
}
