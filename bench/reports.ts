import crypto from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import { createDb } from '../src/server/db/database';
import { startReportDownload } from '../src/server/modules/reports/reports.public';
import { runInDataContext } from '../src/server/db/data-context';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

// Row counts of the cancelled-documents report (one PDF or .xlsx row per document), small and
// large, so the peak memory of a run can be compared across sizes.
const SIZES = (process.env.BENCH_REPORT_ROWS ?? '10000,200000').split(',').map(Number);
const SAMPLE_MS = 20;
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(0));

/**
 * Issue 13: one report file per format and size through the real code (definition, cursor on the
 * writer thread's own connection, streamed file drained as a download would). Prints, per run,
 * wall and CPU time and the process's peak RSS above its level before the run (the writer thread
 * included), and the main thread's heap at that peak. Flat memory: the peak does not grow with
 * the rows. Runs in a scratch database on the bench's server, dropped afterwards.
 */
export async function benchReports(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'reports',
    { owner: 4, app: 4 },
    async ({ ownerPool, appPool }) => {
      const runs: Record<string, unknown>[] = [];
      for (const rows of SIZES) {
        const { tenantId, reportId } = await seed(ownerPool, rows);
        for (const format of ['pdf', 'xlsx'] as const) {
          const run = await measure(
            { db: createDb(appPool), pool: appPool },
            tenantId,
            reportId,
            format,
          );
          runs.push({ rows, format, ...run });
          console.log(
            `reports: ${rows} rows ${format}: ${run.fileMiB} MiB, wall ${run.wallSeconds} s, CPU ${run.cpuSeconds} s ` +
              `(load ${run.loadAverage1m}), peak RSS +${run.peakRssAboveStartMB} MB (${run.rssBeforeMB} MB before), ` +
              `main heap at peak ${run.mainHeapUsedAtPeakMB} MB`,
          );
        }
      }
      await writeBenchResult('reports', { runs, goal: 'peak RSS above start flat across sizes' });
    },
  );
}

async function measure(
  deps: { db: ReturnType<typeof createDb>; pool: pg.Pool },
  tenantId: string,
  reportId: string,
  format: 'pdf' | 'xlsx',
) {
  global.gc?.();
  const start = process.memoryUsage();
  let peak = start.rss;
  let heapAtPeak = start.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak) [peak, heapAtPeak] = [now.rss, now.heapUsed];
  }, SAMPLE_MS);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const download = await runInDataContext({ kind: 'tenant', tenantId, userId: null }, () =>
    startReportDownload(
      { db: deps.db, pool: deps.pool, now: new Date() },
      {
        requestId: crypto.randomUUID(),
        userId: crypto.randomUUID(),
        familyId: crypto.randomUUID(),
        tenantId,
        storeId: null,
        reportId,
        format,
        language: 'tr',
        params: { startDate: '2026-01-01', endDate: '2026-12-31', storeId: null, docType: null },
        issuedAtMs: Date.now(),
        expiresAtMs: Date.now() + 60_000,
      },
    ),
  );
  let bytes = 0;
  for await (const chunk of download.stream) bytes += (chunk as Buffer).length;
  await download.finished;
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  return {
    fileMiB: Number((bytes / 1024 / 1024).toFixed(1)),
    wallSeconds: Number((ms / 1000).toFixed(2)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    loadAverage1m: Number(os.loadavg()[0]?.toFixed(2)),
    rssBeforeMB: mb(start.rss),
    peakRssAboveStartMB: mb(peak - start.rss),
    mainHeapUsedAtPeakMB: mb(heapAtPeak),
  };
}

/** A tenant whose `rows` cancelled documents fall in 2026, and the report that lists them. */
async function seed(pool: pg.Pool, rows: number): Promise<{ tenantId: string; reportId: string }> {
  const tenant = await pool.query<{ id: string }>(
    `insert into tenants (name) values ('Bench Rapor A.Ş. ' || $1::text) returning id`,
    [rows],
  );
  const tenantId = tenant.rows[0]?.id ?? '';
  const store = await pool.query<{ id: string }>(
    `insert into stores (tenant_id, name) values ($1, 'Kadıköy Şubesi') returning id`,
    [tenantId],
  );
  await pool.query(
    `insert into documents (tenant_id, store_id, store_name, doc_type, invoice_type, scenario_type,
       invoice_no, invoice_date, ettn, total_pay_amount, status, cancel_reason, cancel_date)
     select $1, $2, 'Kadıköy Şubesi', 2, 1, 1, 'BRP2026' || lpad(i::text, 9, '0'),
            date '2026-01-01' + (i % 360), gen_random_uuid(), round((random() * 5000)::numeric, 2),
            5, 'Müşteri vazgeçti, ürün iade edildi (' || i || ')', now()
       from generate_series(1, $3::int) as i`,
    [tenantId, store.rows[0]?.id, rows],
  );
  await pool.query('analyze documents');
  const group = await pool.query<{ id: string }>(
    `insert into report_groups (name) values ('Bench') returning id`,
  );
  const report = await pool.query<{ id: string }>(
    `insert into reports (name, code, report_group_id, file_name, parameters)
     values ('İptal Edilen Belgeler ' || $2::text, 'CANCELLED_EARSIV', $1, 'iptal', '[]')
     on conflict (code) do update set name = excluded.name returning id`,
    [group.rows[0]?.id, rows],
  );
  return { tenantId, reportId: report.rows[0]?.id ?? '' };
}
