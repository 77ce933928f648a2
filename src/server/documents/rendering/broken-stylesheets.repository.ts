import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { brokenStylesheets } from '../../db/schema/broken-stylesheets';
import type { TBrokenXslt, TXsltFailure } from '../../../shared/store/broken-xslt';

/** Which of these stylesheets (by hash) failed on one of the tenant's documents, and how. */
export async function findBrokenStylesheets(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  hashes: readonly string[],
): Promise<Map<string, TBrokenXslt>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({
      xsltHash: brokenStylesheets.xsltHash,
      reason: brokenStylesheets.reason,
      failedAt: brokenStylesheets.failedAt,
    })
    .from(brokenStylesheets)
    .where(
      tenantWhere(brokenStylesheets, tenantId, inArray(brokenStylesheets.xsltHash, [...hashes])),
    );
  return new Map(
    rows.map((r) => [
      r.xsltHash,
      { reason: r.reason as TXsltFailure, failedAt: r.failedAt.toISOString() },
    ]),
  );
}

/** Marks a stylesheet broken for the tenant; the first failure is kept. */
export async function recordBrokenStylesheet(
  db: Pick<TDb, 'insert'>,
  tenantId: string,
  failure: { xsltHash: string; reason: TXsltFailure; detail: string },
): Promise<void> {
  await db
    .insert(brokenStylesheets)
    .values({ tenantId, ...failure, detail: failure.detail.slice(0, 2_000) })
    .onConflictDoNothing();
}
