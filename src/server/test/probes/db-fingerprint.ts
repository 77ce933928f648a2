import type pg from 'pg';

/**
 * What a refused request writes on purpose, left out of the fingerprint: the record of the
 * refusal or of the access itself (docs/security.md: the audited admin path, failed sign-ins and
 * the per-account count of wrong passwords), and a refresh denied for a session that cannot go
 * on, which uses up its token and revokes its family (session/refresh.service.ts).
 */
const REFUSAL_RECORDS: Record<string, { where?: string; row?: string }> = {
  audit_log: { where: `action not in ('admin-access', 'sign-in-failed')` },
  sign_in_failures: { where: 'false' },
  refresh_tokens: {
    row: '(x.id, x.user_id, x.family_id, x.token_hash, x.tenant_id, x.expires_at)',
  },
};

export type TFingerprint = Map<string, string>;
type TTable = { name: string; tenantColumn: string | null };

/** Every table of the public schema, and the column naming its tenant (`id` for tenants). */
export async function listTables(pool: pg.Pool): Promise<TTable[]> {
  const { rows } = await pool.query<{ name: string; tenant_column: string | null }>(
    `select c.relname as name,
            case when c.relname = 'tenants' then 'id'
                 when exists (select 1 from information_schema.columns k
                              where k.table_schema = 'public' and k.table_name = c.relname
                                and k.column_name = 'tenant_id') then 'tenant_id' end as tenant_column
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by 1`,
  );
  return rows.map((r) => ({ name: r.name, tenantColumn: r.tenant_column }));
}

/**
 * Row count and a hash of every row, per table, in one statement. With `tenantId`, only that
 * tenant's rows of the tables that have a tenant.
 */
export async function fingerprint(
  pool: pg.Pool,
  tables: TTable[],
  opts: { tenantId?: string } = {},
): Promise<TFingerprint> {
  const parts = tables.flatMap((t) => {
    const kept = REFUSAL_RECORDS[t.name];
    const conditions = [kept?.where ?? 'true'];
    if (opts.tenantId !== undefined) {
      if (!t.tenantColumn) return [];
      conditions.push(`x.${t.tenantColumn} = $1`);
    }
    return [
      `select '${t.name}' as name, count(*) || ':' || coalesce(sum(hashtext(${kept?.row ?? 'x'}::text)::bigint), 0) as print
         from "${t.name}" x where ${conditions.join(' and ')}`,
    ];
  });
  const { rows } = await pool.query<{ name: string; print: string }>(
    parts.join(' union all '),
    opts.tenantId === undefined ? [] : [opts.tenantId],
  );
  return new Map(rows.map((r) => [r.name, r.print]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: TFingerprint, after: TFingerprint): string[] {
  return [...after].filter(([name, print]) => before.get(name) !== print).map(([name]) => name);
}
