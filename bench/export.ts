import os from 'node:os';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/server/config';
import { createDb } from '../src/server/db/database';
import { withSystemAccess, withTenantAccess } from '../src/server/db/data-context';
import { createMailer } from '../src/server/lib/mailer';
import { EXPORT_LEASE_SECONDS, EXPORT_MAX_ATTEMPTS } from '../src/server/jobs/export/export-job';
import { runExport } from '../src/server/jobs/export/run-export';
import { claimDueExports } from '../src/server/modules/invoice/invoice-export.public';
import { freePort } from '../src/server/test/free-port';
import { writeBenchResult } from './results';
import { withScratchDatabase } from './scratch-database';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const SAMPLE_MS = 20;

/**
 * Issue 11: one export of ROWS documents through the real job code (claim, cursor, streamed
 * .xlsx, mail over SMTP to a sink that keeps nothing, done). Prints wall time and the peak RSS of
 * this whole process, the .xlsx writer thread included. Runs in a scratch database on the same
 * server, dropped afterwards.
 */
export async function benchExport(ctx: { url: string }): Promise<void> {
  await withScratchDatabase(
    ctx.url,
    'export',
    { owner: 4, app: 4 },
    async ({ url, ownerPool, appPool }) => {
      const sink = await startSink();
      try {
        const tenantId = await seed(ownerPool);
        const config = loadConfig({ ...process.env, DATABASE_URL: url, SMTP_URL: sink.url });
        const deps = {
          db: createDb(appPool),
          pool: appPool,
          mailer: createMailer(config),
          publicUrl: config.publicUrl,
          log: { info: () => {}, warn: () => {}, error: (o: object) => console.error(o) },
        };
        const start = process.memoryUsage();
        const before = start.rss;
        let peak = before;
        // What this thread held when the process peaked: the rest of RSS is the writer thread.
        let atPeak = start;
        const sampler = setInterval(() => {
          const now = process.memoryUsage();
          if (now.rss > peak) [peak, atPeak] = [now.rss, now];
        }, SAMPLE_MS);
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const [claim] = await withSystemAccess('bench', () =>
          claimDueExports(deps.db, {
            limit: 1,
            leaseSeconds: EXPORT_LEASE_SECONDS,
            maxAttempts: EXPORT_MAX_ATTEMPTS,
          }),
        );
        if (!claim) throw new Error('no export request to claim');
        await withTenantAccess(claim.tenantId, () => runExport(deps, claim));
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        const { rows } = await ownerPool.query<{
          status: string;
          row_count: number;
          failure_reason: string | null;
        }>('select status, row_count, failure_reason from export_requests where tenant_id = $1', [
          tenantId,
        ]);
        const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
        if (rows[0]?.failure_reason) console.log(`export failed: ${rows[0].failure_reason}`);
        await writeBenchResult('export', {
          rows: rows[0]?.row_count ?? 0,
          status: rows[0]?.status,
          mailedMiB: Number((sink.bytes() / 1024 / 1024).toFixed(1)),
          wallSeconds: Number((ms / 1000).toFixed(2)),
          cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
          peakRssMB: Number(mb(peak)),
          rssBeforeMB: Number(mb(before)),
          mainThreadAtPeakMB: {
            heapTotal: Number(mb(atPeak.heapTotal)),
            heapUsed: Number(mb(atPeak.heapUsed)),
            external: Number(mb(atPeak.external)),
            arrayBuffers: Number(mb(atPeak.arrayBuffers)),
            heapTotalBefore: Number(mb(start.heapTotal)),
          },
          goals: { wallSeconds: 6, peakRssMB: 200 },
        });
        console.log(
          `export: ${rows[0]?.row_count ?? 0} rows (${rows[0]?.status}), ${(sink.bytes() / 1024 / 1024).toFixed(1)} MiB mailed, ` +
            `wall ${(ms / 1000).toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s, load ${os.loadavg()[0]?.toFixed(1)}), peak RSS ${mb(peak)} MB (${mb(before)} MB before; ` +
            `process maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB incl. set-up; ` +
            `main thread at the peak: heap ${mb(atPeak.heapUsed)}/${mb(atPeak.heapTotal)} MB (${mb(start.heapTotal)} before), external ${mb(atPeak.external)} MB)`,
        );
      } finally {
        await sink.close();
      }
    },
  );
}

/** A tenant with two stores and ROWS documents of the last month, and one pending export. */
async function seed(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into tenants (name) values ('Bench Export A.Ş.') returning id`,
  );
  const tenantId = rows[0]?.id ?? '';
  const stores = await pool.query<{ id: string; name: string }>(
    `insert into stores (tenant_id, name) values ($1, 'Bench Kadıköy'), ($1, 'Bench Moda')
     returning id, name`,
    [tenantId],
  );
  const [a, b] = stores.rows;
  await pool.query(
    `insert into documents (tenant_id, store_id, store_name, doc_type, invoice_type, scenario_type,
       invoice_no, invoice_date, ettn, pos_user_full_name, device_description,
       device_serial_number, total_pay_amount, status, gib_status_code, gib_status_text)
     select $1, case when i % 2 = 0 then $2::uuid else $4::uuid end,
            case when i % 2 = 0 then $3 else $5 end, 2, 1, 1,
            'BEX' || extract(year from now())::int || lpad(i::text, 9, '0'),
            (now() at time zone 'Europe/Istanbul')::date - (i % 28), gen_random_uuid(),
            'Ayşe Kasiyer', 'Kasa ' || (i % 8), 'PB' || lpad((i % 8)::text, 10, '0'),
            round((random() * 5000)::numeric, 2), 2, 1300, 'BAŞARIYLA TAMAMLANDI'
       from generate_series(1, $6::int) as i`,
    [tenantId, a?.id, a?.name, b?.id, b?.name, ROWS],
  );
  await pool.query('analyze documents');
  await pool.query(
    `insert into export_requests (tenant_id, email, query) values ($1, 'bench@example.com', $2)`,
    [tenantId, { filter: '', sort: '', language: 'tr' }],
  );
  return tenantId;
}

/** An SMTP server that counts what it receives and keeps none of it. */
async function startSink() {
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', (c: Buffer) => (bytes += c.length));
      stream.on('end', () => callback());
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    bytes: () => bytes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
