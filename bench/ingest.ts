import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createAppPool } from '../src/server/db/app-pool';
import { createDb, createPool } from '../src/server/db/database';
import { runMigrations } from '../src/server/db/migrate';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { deviceHeaders, saleBody } from '../src/server/modules/pos/pos.test-support';
import { createStore, createTenant } from '../src/server/test/factories';
import { createDeviceWithCredential, createSeries } from '../src/server/test/document-factories';
import { writeBenchResult } from './results';
import { onAdmin, withDatabase } from './scratch-database';

const SERIES = 4;
const DEVICES = 64;
const SALES_PER_DEVICE = Number(process.env.BENCH_INGEST_SALES_PER_DEVICE ?? 60);
const POOL = 20;

/**
 * Issue 12: committed sales/s from 64 devices sharing 4 series (16 devices per store, each store
 * one e-Arşiv series), every device posting its next sale when the last one was answered, over
 * HTTP with the pipeline off, durable (the server's synchronous_commit as configured). Afterwards
 * every series must hold 1..n exactly once. Runs in a scratch database on the same server.
 */
export async function benchIngest(ctx: { url: string }): Promise<void> {
  const name = `posbelge_bench_ingest_${process.pid}`;
  const adminUrl = withDatabase(ctx.url, 'postgres');
  await onAdmin(adminUrl, `create database ${name}`);
  const url = withDatabase(ctx.url, name);
  const pool = createPool(url, 4);
  const appPool = createAppPool(url, POOL);
  try {
    await runMigrations(pool);
    const db = createDb(pool);
    await ensureReferenceData(db);
    const base = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
    const credentials = await createDevices(db, base.secretKey);
    const { rows: sync } = await pool.query<{ synchronous_commit: string }>(
      'show synchronous_commit',
    );
    const config = { ...base, pipeline: { ...base.pipeline, enabled: false } };
    const database = { pool: appPool, db: createDb(appPool), ownerPool: pool };
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Sale times are checked against the clock: the fixtures' fixed day would be refused.
    const transactionTime = new Date().toISOString();
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      credentials.map(async (credential, d) => {
        for (let i = 0; i < SALES_PER_DEVICE; i++) {
          const key = `bench-${d}-${i}`;
          const s0 = performance.now();
          const res = await fetch(`${address}/api/pos/sale-transactions`, {
            method: 'POST',
            headers: { ...deviceHeaders(credential, key), 'content-type': 'application/json' },
            body: JSON.stringify(saleBody(key, undefined, { transactionTime })),
          });
          const text = await res.text();
          if (res.status !== 201) throw new Error(`sale refused: ${res.status} ${text}`);
          latencies.push(performance.now() - s0);
        }
      }),
    );
    const ms = performance.now() - t0;
    await app.close();
    const sales = DEVICES * SALES_PER_DEVICE;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const check = await checkGapless(pool);
    const figures = {
      devices: DEVICES,
      series: SERIES,
      sales,
      seconds: Number((ms / 1000).toFixed(2)),
      salesPerSecond: Math.round((sales * 1000) / ms),
      p50Ms: Number(at(0.5).toFixed(1)),
      p95Ms: Number(at(0.95).toFixed(1)),
      synchronousCommit: sync[0]?.synchronous_commit ?? 'unknown',
      gapless: check.ok,
      perSeries: check.rows,
    };
    console.log(
      `ingestion: ${sales} sales by ${DEVICES} devices over ${SERIES} series in ${figures.seconds} s = ${figures.salesPerSecond} sales/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (synchronous_commit ${figures.synchronousCommit})`,
    );
    console.log(
      `numbers: ${check.ok ? 'every series 1..n, unique' : 'GAP OR DUPLICATE'}`,
      check.rows,
    );
    if (!check.ok || check.total !== sales) throw new Error('ingest bench: numbering check failed');
    await writeBenchResult('ingest', figures);
  } finally {
    await appPool.end();
    await pool.end();
    await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/** One tenant, four active stores of 16 devices, each store with its own e-Arşiv series. */
async function createDevices(db: ReturnType<typeof createDb>, secretKey: Buffer) {
  const tenant = await createTenant(db);
  const credentials: string[] = [];
  for (let s = 0; s < SERIES; s++) {
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
    for (let d = 0; d < DEVICES / SERIES; d++) {
      const { credential } = await createDeviceWithCredential(db, secretKey, {
        tenantId: tenant.id,
        storeId: store.id,
      });
      credentials.push(credential);
    }
  }
  return credentials;
}

async function checkGapless(pool: pg.Pool) {
  const { rows } = await pool.query<{
    prefix: string;
    n: number;
    distinct_no: number;
    lo: number;
    hi: number;
  }>(
    `select s.prefix, count(*)::int as n, count(distinct d.invoice_no)::int as distinct_no,
            min(substr(d.invoice_no, 8)::int) as lo, max(substr(d.invoice_no, 8)::int) as hi
       from documents d join invoice_series s on s.tenant_id = d.tenant_id and s.id = d.series_id
      group by s.prefix order by s.prefix`,
  );
  const ok =
    rows.length === SERIES &&
    rows.every((r) => r.distinct_no === r.n && r.lo === 1 && r.hi === r.n);
  return { ok, rows, total: rows.reduce((a, r) => a + r.n, 0) };
}
