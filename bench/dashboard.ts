import os from 'node:os';
import { withTenantAccess } from '../src/server/db/data-context';
import { sql } from 'drizzle-orm';
import { dayTurnoverRows, kindCountRows } from '../src/server/modules/invoice/invoice.public';
import { ZDashboard } from '../src/shared/dashboard/dashboard';
import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { signIn } from './http-client';
import { startListApp } from './list-app';
import { underLoad, type TLoadFigures } from './load';
import { profileCpu } from './cpu-profile';
import { postmasterOf, serverCpuMs } from './process-cpu';
import { writeBenchResult } from './results';
import { measure } from './stats';

const CLIENTS = 16;
const MS = Number(process.env.BENCH_DASHBOARD_MS ?? 6_000);
const today = istanbulDay(new Date());
// BENCH_DASHBOARD_PROFILE=<file>: a CPU profile of this process during the whole year's load (its
// CPU figure then includes the profiler's).
const PROFILE = process.env.BENCH_DASHBOARD_PROFILE;

/** The dashboard's presets and the longest custom period (a year). */
const PERIODS: Record<string, string> = {
  today: 'period=today',
  'last 7 days': 'period=last7Days',
  'this month': 'period=thisMonth',
  'last month': 'period=lastMonth',
  'whole year': `period=custom&from=${minusDays(today, 365)}&to=${today}`,
};

type TRow = {
  period: string;
  from: string;
  to: string;
  summaryRows: number;
  documents: number;
  /** The answer's JSON, bytes. */
  responseBytes: number;
  oneClient: { p50: number; p95: number };
  api: TLoadFigures;
  cpuMsPerRequest: { node: number; postgres: number };
};

const round = (v: number, digits = 2) => Number(v.toFixed(digits));

/**
 * Issue 13 "bench dashboard": GET /api/dashboard of the busiest tenant of the list's scratch
 * database (BENCH_LIST_DOCUMENTS seeded documents) for each period, with 16 clients, beside one
 * client, the CPU it costs per request (this process, which also runs the clients, and
 * PostgreSQL) and how many summary rows it reads: that number, not the documents, sets its cost.
 */
export async function benchDashboard(ctx: { url: string }): Promise<void> {
  const { data, db, port, close } = await startListApp(ctx.url);
  const base = `http://127.0.0.1:${port}`;
  const postmaster = await postmasterOf(data.ownerPool);
  const rows: TRow[] = [];
  try {
    const token = await signIn(port, data.ownerEmail);
    const headers = { authorization: `Bearer ${token}` };
    const answerOf = async (search: string) => {
      const res = await fetch(`${base}/api/dashboard?${search}`, { headers });
      if (res.status !== 200) throw new Error(`${search}: ${res.status} ${await res.text()}`);
      return res.text();
    };
    // Each client parses the answer, as the web app does.
    const call = async (search: string): Promise<unknown> => JSON.parse(await answerOf(search));
    console.log(
      `dashboard: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${CLIENTS} clients, ~${MS / 1000} s per ` +
        `figure, load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} shared cores`,
    );
    for (const [name, search] of Object.entries(PERIODS)) {
      const body = await answerOf(search);
      const answer = ZDashboard.parse(JSON.parse(body));
      const { from, to } = answer.period;
      const scope = { tenantId: data.tenantId, storeId: null };
      const rowsRead = sql`select (select count(*) from ${kindCountRows(db, scope, { from, to })} k)::int
                                + (select count(*) from ${dayTurnoverRows(db, scope, { from, to })} t)::int as n`;
      const summary = await withTenantAccess(data.tenantId, async () =>
        Number((await db.execute<{ n: number }>(rowsRead)).rows[0]?.n ?? 0),
      );
      const one = await measure(() => call(search), 30);
      const cpu0 = process.cpuUsage();
      const pg0 = postmaster ? serverCpuMs(postmaster) : 0;
      const profile = await profileCpu(name === 'whole year' ? PROFILE : undefined);
      const api = await underLoad(() => call(search), { clients: CLIENTS, ms: MS });
      await profile.stop();
      const nodeMs = (() => {
        const used = process.cpuUsage(cpu0);
        return (used.user + used.system) / 1000;
      })();
      const pgMs = postmaster ? serverCpuMs(postmaster) - pg0 : 0;
      const row: TRow = {
        period: name,
        from,
        to,
        summaryRows: summary,
        documents: answer.itemsPerDocument.documents,
        responseBytes: Buffer.byteLength(body),
        oneClient: { p50: round(one.p50, 1), p95: round(one.p95, 1) },
        api,
        cpuMsPerRequest: {
          node: round(nodeMs / api.requests),
          postgres: round(pgMs / api.requests),
        },
      };
      rows.push(row);
      console.log(
        `${name.padEnd(12)} ${String(row.documents).padStart(9)} documents from ` +
          `${String(row.summaryRows).padStart(5)} summary rows, ${row.responseBytes} bytes` +
          `  1 client p50 ${row.oneClient.p50} ms` +
          `  |  ${CLIENTS} clients p50 ${api.p50} ms, p95 ${api.p95} ms, ${api.reqPerS} req/s` +
          `  |  CPU/request node ${row.cpuMsPerRequest.node} ms, PostgreSQL ${row.cpuMsPerRequest.postgres} ms`,
      );
    }
  } finally {
    await close();
  }
  await writeBenchResult(`dashboard-${data.documents}`, {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    clients: CLIENTS,
    secondsPerFigure: MS / 1000,
    periods: rows,
  });
}
