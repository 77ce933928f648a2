import type pg from 'pg';

/**
 * A foreign key to add back. `mergeJoin`: an index on the referencing table starts with the key's
 * columns, so its check can read both sides in key order from their indexes instead of hashing
 * the referenced table and scanning the referencing one (about half the CPU at 1M documents).
 */
export type TDeferredForeignKey = TDeferredStatement & { mergeJoin: boolean };

/** A statement that recreates the index, key or foreign key `name`. */
export type TDeferredStatement = { name: string; statement: string };

export type TDeferredDdl = { indexes: TDeferredStatement[]; foreignKeys: TDeferredForeignKey[] };

/** Where a long seed reports its progress: the log, and each deferred statement as it starts. */
export type TStepReport = { log: (m: string) => void; onStep?: (name: string) => void };

type TDdlRow = { tbl: string; name: string; def: string };

/**
 * Empty big tables load much faster without indexes and foreign keys: drop them (inside the
 * caller's transaction, so a failure rolls the drop back too) and return the statements that
 * recreate them exactly as the migrations made them, read back from the catalogue.
 */
export async function deferConstraints(
  client: pg.PoolClient,
  tables: readonly string[],
): Promise<TDeferredDdl> {
  const regclasses = tables.map((t) => `"${t}"`);
  const foreignKeys = await client.query<TDdlRow & { indexed: boolean }>(
    `select c.conrelid::regclass::text as tbl, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def,
            exists (select 1 from pg_index i join pg_class ic on ic.oid = i.indexrelid
                     where i.indrelid = c.conrelid and i.indpred is null
                       and ic.relam = (select oid from pg_am where amname = 'btree')
                       and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey) as indexed
       from pg_constraint c
      where c.contype = 'f' and (c.conrelid = any($1::regclass[]) or c.confrelid = any($1::regclass[]))
      order by 1, 2`,
    [regclasses],
  );
  const keys = await client.query<TDdlRow>(
    `select c.conrelid::regclass::text as tbl, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def
       from pg_constraint c
      where c.contype in ('p', 'u') and c.conrelid = any($1::regclass[])
      order by c.contype, 1, 2`,
    [regclasses],
  );
  const indexes = await client.query<TDdlRow>(
    `select i.indrelid::regclass::text as tbl, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
      order by 1, 2`,
    [regclasses],
  );
  const drop = [
    ...foreignKeys.rows.map((r) => `alter table ${r.tbl} drop constraint ${r.name}`),
    ...keys.rows.map((r) => `alter table ${r.tbl} drop constraint ${r.name}`),
    ...indexes.rows.map((r) => `drop index ${r.name}`),
  ];
  for (const statement of drop) await client.query(statement);
  const addConstraint = (r: TDdlRow) => ({
    name: r.name,
    statement: `alter table ${r.tbl} add constraint ${r.name} ${r.def}`,
  });
  return {
    indexes: [
      ...keys.rows.map(addConstraint),
      ...indexes.rows.map((r) => ({ name: r.name, statement: r.def })),
    ],
    foreignKeys: foreignKeys.rows.map((r) => ({ ...addConstraint(r), mergeJoin: r.indexed })),
  };
}

/** Adds the foreign keys back; each one's check reads every row once, in the cheaper plan. */
export async function addForeignKeys(
  client: pg.PoolClient,
  keys: readonly TDeferredForeignKey[],
  report: TStepReport,
): Promise<void> {
  for (const key of keys) {
    // Planner settings for this transaction only; the check query follows them.
    await client.query(`set local enable_hashjoin = ${key.mergeJoin ? 'off' : 'on'}`);
    await runTimed(client, [key], report);
  }
  await client.query('set local enable_hashjoin to default');
}

/** Runs deferred statements, naming the slow ones so a long seed shows where its time goes. */
export async function runTimed(
  client: pg.PoolClient,
  statements: readonly TDeferredStatement[],
  report: TStepReport,
): Promise<void> {
  for (const { name, statement } of statements) {
    report.onStep?.(name);
    const started = performance.now();
    await client.query(statement);
    const seconds = (performance.now() - started) / 1000;
    if (seconds > 1) report.log(`  ${name}: ${seconds.toFixed(1)} s`);
  }
}

export async function tablesAreEmpty(
  client: pg.PoolClient,
  tables: readonly string[],
): Promise<boolean> {
  for (const table of tables) {
    const res = await client.query(`select exists (select 1 from "${table}") as found`);
    if (res.rows[0]?.found === true) return false;
  }
  return true;
}
