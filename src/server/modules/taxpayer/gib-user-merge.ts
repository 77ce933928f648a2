import type pg from 'pg';

export type TMergeCounts = {
  users: number;
  aliases: number;
  deletedAliases: number;
  pkAliases: number;
  gbAliases: number;
};

/**
 * Staging → real tables. A user listed twice keeps its last entry; every imported user's aliases
 * are replaced by the file's. Aliases with a DeletionTime are kept, marked by it (the lookup
 * leaves them out), so the history GİB publishes is not lost. Users absent from the file stay.
 */
export async function mergeImportedUsers(client: pg.PoolClient): Promise<TMergeCounts> {
  await client.query('analyze gib_users_in');
  await client.query(`create temp table gib_last on commit drop as
    select identifier, max(seq) as seq from gib_users_in group by identifier`);
  const users = await client.query(`
    insert into tax_payers (identifier, title, type, account_type, first_creation_time, updated_at)
    select u.identifier, u.title, u.type, u.account_type, u.first_creation_time, now()
    from gib_users_in u join gib_last l using (identifier, seq)
    on conflict (identifier) do update set
      title = excluded.title, type = excluded.type, account_type = excluded.account_type,
      first_creation_time = excluded.first_creation_time, updated_at = now()`);
  await client.query(`delete from tax_payer_aliases a using gib_last l
    where a.identifier = l.identifier`);
  const aliases = await client.query<{ deleted: string; pk: string; gb: string }>(`
    with inserted as (
      insert into tax_payer_aliases
        (identifier, document_type, alias_kind, alias_name, creation_time, deletion_time)
      select distinct on (a.identifier, a.document_type, a.alias_kind, a.alias_name)
        a.identifier, a.document_type, a.alias_kind, a.alias_name, a.creation_time, a.deletion_time
      from gib_aliases_in a join gib_last l using (identifier, seq)
      order by a.identifier, a.document_type, a.alias_kind, a.alias_name,
        (a.deletion_time is null) desc, a.creation_time desc nulls last
      returning alias_kind, deletion_time)
    select count(*) filter (where deletion_time is not null) as deleted,
      count(*) filter (where alias_kind = 'PK') as pk,
      count(*) filter (where alias_kind = 'GB') as gb
    from inserted`);
  const counts = aliases.rows[0];
  const pkAliases = Number(counts?.pk ?? 0);
  const gbAliases = Number(counts?.gb ?? 0);
  return {
    users: users.rowCount ?? 0,
    aliases: pkAliases + gbAliases,
    deletedAliases: Number(counts?.deleted ?? 0),
    pkAliases,
    gbAliases,
  };
}
