import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { createDb } from '../src/server/db/database';
import { createStore, createTenant } from '../src/server/test/factories';
import { createDeviceWithCredential, createSeries } from '../src/server/test/document-factories';
import type { TIngestLoadResult, TIngestPlan } from './ingest-load';

/** One tenant, `series` active stores of `perStore` devices, each store with its own e-Arşiv series. */
export async function createDevices(
  db: ReturnType<typeof createDb>,
  secretKey: Buffer,
  series: number,
  perStore: number,
): Promise<string[]> {
  const tenant = await createTenant(db);
  const credentials: string[] = [];
  for (let s = 0; s < series; s++) {
    const store = await createStore(db, {
      tenantId: tenant.id,
      taxNo: '1234567890',
      isActive: true,
    });
    await createSeries(db, {
      tenantId: tenant.id,
      storeId: store.id,
      docType: 2,
      prefix: `IN${s}`,
    });
    for (let d = 0; d < perStore; d++) {
      const { credential } = await createDeviceWithCredential(db, secretKey, {
        tenantId: tenant.id,
        storeId: store.id,
      });
      credentials.push(credential);
    }
  }
  return credentials;
}

/**
 * Every series must hold 1..n, each number once. `commits`: the transactions that wrote them
 * (a transaction's rows share their created_at, now() at its start).
 */
export async function checkGapless(pool: pg.Pool, series: number) {
  const { rows } = await pool.query<{
    prefix: string;
    n: number;
    distinct_no: number;
    lo: number;
    hi: number;
    commits: number;
  }>(
    `select s.prefix, count(*)::int as n, count(distinct d.invoice_no)::int as distinct_no,
            min(substr(d.invoice_no, 8)::int) as lo, max(substr(d.invoice_no, 8)::int) as hi,
            count(distinct d.created_at)::int as commits
       from documents d join invoice_series s on s.tenant_id = d.tenant_id and s.id = d.series_id
      group by s.prefix order by s.prefix`,
  );
  const ok =
    rows.length === series &&
    rows.every((r) => r.distinct_no === r.n && r.lo === 1 && r.hi === r.n);
  return { ok, rows, total: rows.reduce((a, r) => a + r.n, 0) };
}

/** The load generator (bench/ingest-load.ts) as a process of its own; `round()` runs its next round. */
export async function startLoadGenerator(plan: TIngestPlan) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ingest-load.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_INGEST_PLAN: JSON.stringify(plan) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (!child.stdout || !child.stdin) throw new Error('the load generator has no pipes');
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await Promise.race([lines.next(), exited.then(() => null)]);
    if (!line || line.done) throw new Error('the load generator exited early');
    return line.value;
  };
  if ((await next()) !== 'ready') throw new Error('the load generator did not start');
  const stdin = child.stdin;
  return {
    pid: child.pid ?? 0,
    round: async (): Promise<TIngestLoadResult> => {
      stdin.write('go\n');
      return JSON.parse(await next()) as TIngestLoadResult;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
