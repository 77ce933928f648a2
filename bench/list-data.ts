import os from 'node:os';
import type pg from 'pg';
import { createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';
import { isSeeded, seedDemoData } from '../src/server/db/seed/seed';
import { writeBenchResult } from './results';
import { onAdmin, withDatabase } from './scratch-database';

export const LIST_DOCUMENTS = Number(process.env.BENCH_LIST_DOCUMENTS ?? 1_000_000);

export type TListData = {
  url: string;
  ownerPool: pg.Pool;
  tenantId: string;
  ownerEmail: string;
  documents: number;
  tenantDocuments: number;
};

/** The seed's time and the database's size land in `bench/results/seed-list-<N>.json` (seeding is rare). */
async function seedAndRecord(ownerPool: pg.Pool, log: (m: string) => void): Promise<void> {
  const loadAtStart = os.loadavg()[0];
  // No bench reads integrator exchanges; they would cost ~20 % more seed time (seed.ts).
  const res = await seedDemoData(ownerPool, {
    documents: LIST_DOCUMENTS,
    seed: 1,
    exchanges: false,
    log,
  });
  const size = await ownerPool.query<{ bytes: string; pretty: string }>(
    `select pg_database_size(current_database())::text as bytes,
            pg_size_pretty(pg_database_size(current_database())) as pretty`,
  );
  const seconds = res.ms / 1000;
  log(
    `seed: ${res.documents.toLocaleString('en')} documents in ${seconds.toFixed(1)} s ` +
      `(${Math.round(res.documents / seconds).toLocaleString('en')} documents/s), ${size.rows[0]?.pretty}`,
  );
  await writeBenchResult(`seed-list-${LIST_DOCUMENTS}`, {
    documents: res.documents,
    seconds,
    documentsPerSecond: Math.round(res.documents / seconds),
    databaseBytes: Number(size.rows[0]?.bytes),
    databaseSize: size.rows[0]?.pretty,
    loadAverage1mAtStart: Number(loadAtStart?.toFixed(2)),
  });
}

/**
 * The scratch database of LIST_DOCUMENTS seeded documents (the biggest tenant holds 55 %), on the
 * bench's server. Seeding 1M takes minutes, so a database left by an earlier run is reused: it is
 * only migrated, which also fills what a new migration derives from the documents.
 */
export async function openListData(
  serverUrl: string,
  log: (m: string) => void,
): Promise<TListData> {
  const name = `posbelge_bench_list_${LIST_DOCUMENTS}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  const found = await onAdmin(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await onAdmin(adminUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const ownerPool = createPool(url, 4);
  await runMigrations(ownerPool);
  if (!(await isSeeded(ownerPool))) {
    log(`list: seeding ${LIST_DOCUMENTS.toLocaleString('en')} documents into ${name} …`);
    await seedAndRecord(ownerPool, log);
  }
  const { rows } = await ownerPool.query<{ tenant_id: string; email: string; n: number }>(
    `select d.tenant_id, u.email, d.n from (
       select tenant_id, count(*)::int as n from documents group by tenant_id order by n desc limit 1
     ) d join tenants t on t.id = d.tenant_id join users u on u.id = t.account_owner_id`,
  );
  const total = await ownerPool.query<{ n: number }>('select count(*)::int as n from documents');
  const top = rows[0];
  if (!top) throw new Error(`${name} holds no documents`);
  return {
    url,
    ownerPool,
    tenantId: top.tenant_id,
    ownerEmail: top.email,
    documents: total.rows[0]?.n ?? 0,
    tenantDocuments: top.n,
  };
}
