import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { exportRequests } from '../../db/schema/export-requests';
import {
  QUEUE_JOBS,
  type TQueueDepth,
  type TQueueJob,
} from '../../../shared/system-info/system-info';

type TCounts = { job: string; due: number; waiting: number };

/**
 * Documents with a pipeline step (due now, or waiting for their next check) per step, and pending
 * export requests (claimable now, or leased by a worker). A tenant's own, or all with null; the
 * pipeline's partial index holds only in-flight documents, so this stays cheap at any size.
 */
export async function queueDepths(db: TDb, tenantId: string | null): Promise<TQueueDepth[]> {
  const own = (table: typeof documents | typeof exportRequests, ...more: SQL[]) =>
    tenantId === null ? and(...more) : tenantWhere(table, tenantId, ...more);
  const steps: TCounts[] = await db
    .select({
      job: sql<string>`${documents.pipelineStep}`,
      due: sql<number>`count(*) filter (where ${documents.nextCheckAt} <= now())::int`,
      waiting: sql<number>`count(*) filter (where ${documents.nextCheckAt} > now())::int`,
    })
    .from(documents)
    .where(own(documents, isNotNull(documents.nextCheckAt), isNotNull(documents.pipelineStep)))
    .groupBy(documents.pipelineStep);
  const exports: TCounts[] = await db
    .select({
      job: sql<string>`'export'`,
      due: sql<number>`count(*) filter (where ${exportRequests.leaseUntil} is null or ${exportRequests.leaseUntil} <= now())::int`,
      waiting: sql<number>`count(*) filter (where ${exportRequests.leaseUntil} > now())::int`,
    })
    .from(exportRequests)
    .where(own(exportRequests, eq(exportRequests.status, 'pending')));
  const found = new Map([...steps, ...exports].map((c) => [c.job, c]));
  return QUEUE_JOBS.map((job: TQueueJob) => ({
    job,
    due: found.get(job)?.due ?? 0,
    waiting: found.get(job)?.waiting ?? 0,
  }));
}

export async function databaseFigures(
  db: TDb,
): Promise<{ serverVersion: string; sizeBytes: number }> {
  const result = await db.execute<{ server_version: string; size_bytes: string }>(
    sql`select current_setting('server_version') as server_version, pg_database_size(current_database())::text as size_bytes`,
  );
  const row = result.rows[0];
  return { serverVersion: row?.server_version ?? '', sizeBytes: Number(row?.size_bytes ?? 0) };
}
