import os from 'node:os';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDb } from '../src/server/db/database';
import { ensureReferenceData } from '../src/server/db/reference/ensure-reference-data';
import { profileCpu } from './cpu-profile';
import { checkGapless, createDevices, startLoadGenerator } from './ingest-setup';
import { postmasterOf, serverCpuMs } from './process-cpu';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

const SERIES = 4;
const DEVICES = 64;
const SALES_PER_DEVICE = Number(process.env.BENCH_INGEST_SALES_PER_DEVICE ?? 60);
// Untimed first round: JIT, caches and connections warm, as in a POS fleet that is running.
const WARM_UP_PER_DEVICE = 4;
const POOL = 20;

const load1m = () => Number(os.loadavg()[0]?.toFixed(2));

/**
 * Issue 12: committed sales/s from 64 devices sharing 4 series (16 devices per store, each store
 * one e-Arşiv series), every device posting its next sale when the last one was answered, over
 * HTTP with the pipeline off, durable (the server's synchronous_commit as configured). The load
 * generator is a process of its own (bench/ingest-load.ts): CPU per sale is counted apart for
 * the app (this process), PostgreSQL (all its processes) and the load generator. Afterwards every
 * series must hold 1..n exactly once. Runs in a scratch database on the same server.
 * BENCH_INGEST_PROFILE=<file>: a CPU profile of the app during the measured round.
 */
export async function benchIngest(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'ingest',
    { owner: 4, app: POOL },
    async ({ url, ownerPool: pool, appPool }) => {
      const db = createDb(pool);
      await ensureReferenceData(db);
      const base = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
      const credentials = await createDevices(db, base.secretKey, SERIES, DEVICES / SERIES);
      const { rows: sync } = await pool.query<{ synchronous_commit: string }>(
        'show synchronous_commit',
      );
      const postmaster = await postmasterOf(pool);
      const config = { ...base, pipeline: { ...base.pipeline, enabled: false } };
      const database = { pool: appPool, db: createDb(appPool), ownerPool: pool };
      const app = await buildApp({ config, database, logger: false });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const generator = await startLoadGenerator({
        address,
        credentials,
        rounds: [WARM_UP_PER_DEVICE, SALES_PER_DEVICE],
      });
      try {
        const warm = await generator.round();
        if (warm.failures > 0) throw new Error(`sales refused: ${warm.firstFailures.join('; ')}`);
        // Statistics, as a database in use has them (autovacuum would take a minute): on tables
        // that were empty a moment ago, plans cached by the backends (foreign-key checks among
        // them) scan whole tables until the first analyze.
        await pool.query('analyze');
        const loadBefore = load1m();
        const cpu0 = process.cpuUsage();
        const pg0 = postmaster === null ? null : serverCpuMs(postmaster);
        const profile = await profileCpu(process.env.BENCH_INGEST_PROFILE);
        const run = await generator.round();
        await profile.stop();
        const cpu = process.cpuUsage(cpu0);
        const pg1 = postmaster === null ? null : serverCpuMs(postmaster);
        if (run.failures > 0) throw new Error(`sales refused: ${run.firstFailures.join('; ')}`);
        const sales = DEVICES * SALES_PER_DEVICE;
        const perSale = (ms: number) => Number((ms / sales).toFixed(3));
        const cpuMsPerSale = {
          app: perSale((cpu.user + cpu.system) / 1000),
          // Of it in the kernel (socket reads and writes to the clients and PostgreSQL).
          appSystem: perSale(cpu.system / 1000),
          postgres: pg0 === null || pg1 === null ? null : perSale(pg1 - pg0),
          loadGenerator: perSale(run.cpuMs),
        };
        const figures = {
          devices: DEVICES,
          series: SERIES,
          sales,
          warmUpSales: DEVICES * WARM_UP_PER_DEVICE,
          seconds: Number((run.ms / 1000).toFixed(2)),
          salesPerSecond: Math.round((sales * 1000) / run.ms),
          ...percentiles(run.latencies),
          synchronousCommit: sync[0]?.synchronous_commit ?? 'unknown',
          cpuMsPerSale,
          loadAverage1m: { before: loadBefore, after: load1m() },
        };
        console.log(
          `ingestion: ${sales} sales by ${DEVICES} devices over ${SERIES} series in ${figures.seconds} s = ${figures.salesPerSecond} sales/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (synchronous_commit ${figures.synchronousCommit}; load average ${loadBefore} → ${figures.loadAverage1m.after})`,
        );
        const own = cpuMsPerSale.app + (cpuMsPerSale.postgres ?? 0);
        console.log(
          `CPU per sale: app ${cpuMsPerSale.app} ms (${cpuMsPerSale.appSystem} ms of it in the kernel), PostgreSQL ${cpuMsPerSale.postgres ?? 'n/a'} ms, load generator ${cpuMsPerSale.loadGenerator} ms (its own process); ${os.availableParallelism()} idle cores would carry ~${Math.round((os.availableParallelism() * 1000) / own)} sales/s of app and PostgreSQL, ~${Math.round((os.availableParallelism() * 1000) / (own + cpuMsPerSale.loadGenerator))} with the load generator beside them`,
        );
        const check = await checkGapless(pool, SERIES);
        console.log(
          `numbers: ${check.ok ? 'every series 1..n, unique' : 'GAP OR DUPLICATE'}`,
          check.rows,
        );
        const expected = DEVICES * (WARM_UP_PER_DEVICE + SALES_PER_DEVICE);
        const commits = check.rows.reduce((a, r) => a + r.commits, 0);
        console.log(
          `batches: ${commits} commits, ${(check.total / commits).toFixed(1)} sales each on average`,
        );
        if (!check.ok || check.total !== expected) {
          throw new Error('ingest bench: numbering check failed');
        }
        await writeBenchResult('ingest', {
          ...figures,
          salesPerCommit: Number((check.total / commits).toFixed(1)),
          gapless: check.ok,
          perSeries: check.rows,
        });
      } finally {
        await generator.stop();
        await app.close();
      }
    },
  );
}

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: Number(at(0.5).toFixed(1)), p95Ms: Number(at(0.95).toFixed(1)) };
}
