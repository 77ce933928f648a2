import type pg from 'pg';

export type TPipelineStep = 'prepare' | 'send' | 'track' | 'cancel';
export type TDueDocument = { tenantId: string; documentId: string; step: TPipelineStep };

/**
 * Claims documents whose next pipeline step is due and pushes their next check past the lease, in
 * one statement: two dispatchers never claim the same row, and a worker that dies mid-step only
 * delays the document until the lease runs out.
 */
export async function claimDueDocuments(
  pool: pg.Pool,
  opts: { limit: number; leaseSeconds: number },
): Promise<TDueDocument[]> {
  const { rows } = await pool.query<{
    tenant_id: string;
    id: string;
    pipeline_step: TPipelineStep;
  }>(
    `with due as (
       select tenant_id, id from documents
        where pipeline_step is not null and next_check_at <= now()
        order by next_check_at
        limit $1
        for update skip locked)
     update documents d
        set next_check_at = now() + make_interval(secs => $2)
       from due
      where d.tenant_id = due.tenant_id and d.id = due.id
     returning d.tenant_id, d.id, d.pipeline_step`,
    [opts.limit, opts.leaseSeconds],
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, documentId: r.id, step: r.pipeline_step }));
}

/** The earliest moment any step is due, so an idle dispatcher can sleep until then. */
export async function nextDueAt(pool: pg.Pool): Promise<Date | null> {
  const { rows } = await pool.query<{ at: Date | null }>(
    `select min(next_check_at) as at from documents where pipeline_step is not null`,
  );
  return rows[0]?.at ?? null;
}
