import os from 'node:os';
import { createDb } from '../src/server/db/database';
import { withTenantAccess } from '../src/server/db/data-context';
import { listDocuments } from '../src/server/modules/invoice/invoice.public';
import { CapturingPool } from '../src/server/test/query-plans';
import { ZDocumentListQuery } from '../src/shared/invoice/document-list-query';
import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { profileCpu } from './cpu-profile';
import { signIn } from './http-client';
import { startListApp } from './list-app';
import { LIST_DOCUMENTS, type TListData } from './list-data';
import { figuresOf, sampleLoad, type TLoadFigures, type TLoadSamples } from './load';
import { startLoadClients } from './load-clients';
import { placePostgresAsService } from './postgres-service';
import { postmasterOf, serverCpuMs } from './process-cpu';
import { writeBenchResult } from './results';

const CLIENTS = 16;
const MS = Number(process.env.BENCH_LIST_MS ?? 6_000);
/** Untimed load before each figure, and before the first one on every scenario in turn: the JIT
 * compiles the path first (measured without it, the first scenarios paid for the later ones). */
const WARM_UP_MS = 2_000;
/**
 * Each side's figure is taken in this many slices, the API's and the SQL's in turn: a machine
 * whose speed drifts (other load, the host) then weighs on both alike, as it did not when the
 * API ran its 6 s before the SQL's.
 */
const SLICES = 4;
const today = istanbulDay(new Date());

/** Issue 12's six list scenarios as the web app asks for them. */
const SCENARIOS: Record<string, Record<string, string>> = {
  'default page': {},
  'page 50': { page: '50' },
  'status filter': { filter: 'status:6:eq' },
  'invoice-number part': { filter: 'invoiceNo:00042:search' },
  'sort by amount': { sort: 'totalPayAmount:desc' },
  'whole year': { filter: `invoiceDate:${minusDays(today, 365)}~${today}:range` },
};

/**
 * CPU milliseconds per request: this process (the app, or the SQL replay) and of it in the kernel
 * (socket reads and writes), PostgreSQL, the clients.
 */
type TCpu = { process: number; processKernel: number; postgres: number; clients?: number };
type TMeasured = TLoadFigures & { cpuPerRequest: TCpu };

/**
 * The statements the list sends for one query, as they reach the driver (captured once on a pool
 * of their own, replayed on the app's): text, parameters and options (row mode, type parsers).
 */
async function captureSql(data: TListData, params: Record<string, string>) {
  const pool = new CapturingPool({ connectionString: data.url, max: 1 });
  const query = ZDocumentListQuery.parse(params);
  await withTenantAccess(data.tenantId, () =>
    listDocuments(createDb(pool), { tenantId: data.tenantId, storeId: null }, query),
  );
  await pool.end();
  return pool.statements;
}

/** CPU ms spent during a stretch: this process (of it in the kernel), PostgreSQL, the clients. */
type TCpuMs = { user: number; system: number; postgres: number; clients?: number };
type TStretch = { samples: TLoadSamples; cpu: TCpuMs };

/** Runs one stretch of `load` and the CPU this process and PostgreSQL spent meanwhile. */
async function timedStretch(
  postmaster: number | null,
  load: () => Promise<{ samples: TLoadSamples; clientsMs?: number }>,
): Promise<TStretch> {
  const own = process.cpuUsage();
  const pgBefore = postmaster === null ? 0 : serverCpuMs(postmaster);
  const { samples, clientsMs } = await load();
  const used = process.cpuUsage(own);
  const postgres = postmaster === null ? 0 : serverCpuMs(postmaster) - pgBefore;
  const cpu = { user: used.user / 1000, system: used.system / 1000, postgres };
  return { samples, cpu: clientsMs === undefined ? cpu : { ...cpu, clients: clientsMs } };
}

/** The figures over all stretches of one side, CPU divided by its requests. */
function measuredOf(stretches: TStretch[]): TMeasured {
  const figures = figuresOf(stretches.map((s) => s.samples));
  const sum = (pick: (c: TCpuMs) => number | undefined) =>
    stretches.reduce((total, s) => total + (pick(s.cpu) ?? 0), 0);
  const per = (ms: number) => Math.round((ms / Math.max(1, figures.requests)) * 1000) / 1000;
  const clients = stretches.some((s) => s.cpu.clients !== undefined)
    ? { clients: per(sum((c) => c.clients)) }
    : {};
  return {
    ...figures,
    cpuPerRequest: {
      process: per(sum((c) => c.user + c.system)),
      processKernel: per(sum((c) => c.system)),
      postgres: per(sum((c) => c.postgres)),
      ...clients,
    },
  };
}

/** `BENCH_LIST_PROFILE=<file>`: a CPU profile of this process while the API serves the first
 * slice of one scenario (`BENCH_LIST_PROFILE_SCENARIO`, the default page unless named). */
const profileFile = (scenario: string) =>
  scenario === (process.env.BENCH_LIST_PROFILE_SCENARIO ?? 'default page')
    ? process.env.BENCH_LIST_PROFILE
    : undefined;

type TRow = { scenario: string; rowCount: number; load1m: number; api: TMeasured; sql: TMeasured };

const figure = ({ cpuPerRequest: cpu, ...l }: TMeasured) =>
  `p50 ${l.p50} ms, p95 ${l.p95} ms, ${l.reqPerS} req/s, CPU ${cpu.process} ` +
  `(kernel ${cpu.processKernel})+${cpu.postgres}${cpu.clients === undefined ? '' : `+${cpu.clients}`} ms`;

export async function benchList(ctx: { url: string }): Promise<void> {
  const { data, appPool, port, close } = await startListApp(ctx.url);
  const clients = startLoadClients();
  const postmaster = await postmasterOf(data.ownerPool);
  const placement = placePostgresAsService(postmaster);
  const rows: TRow[] = [];
  try {
    const token = await signIn(port, data.ownerEmail);
    console.log(
      `list: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${CLIENTS} clients in their own process, ` +
        `~${MS / 1000} s per figure in ${SLICES} slices taken in turn with the other side's, ` +
        `${os.cpus().length} shared cores; CPU = ms per request ` +
        `of this process (app or SQL replay; of it in the kernel) + PostgreSQL (+ the clients); ` +
        `PostgreSQL scheduled ${placement.arrangement}`,
    );
    const pathOf = (params: Record<string, string>) =>
      `/api/invoice/list?${new URLSearchParams({ page: '1', size: '10', ...params })}`;
    for (const params of Object.values(SCENARIOS)) {
      const job = { port, path: pathOf(params), token, clients: CLIENTS, ms: WARM_UP_MS };
      await clients.load(job);
    }
    for (const [scenario, params] of Object.entries(SCENARIOS)) {
      const path = pathOf(params);
      const first = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (first.status !== 200)
        throw new Error(`${scenario}: ${first.status} ${await first.text()}`);
      const rowCount = ((await first.json()) as { rowCount: number }).rowCount;
      const load1m = Number(os.loadavg()[0]?.toFixed(2));
      const queries = await captureSql(data, { page: '1', size: '10', ...params });
      const replay = () =>
        withTenantAccess(data.tenantId, async () => {
          for (const q of queries) await appPool.query(q);
        });
      const slice = { clients: CLIENTS, ms: MS / SLICES };
      const job = { port, path, token, ...slice };
      await clients.load({ ...job, ms: WARM_UP_MS });
      await sampleLoad(replay, { clients: CLIENTS, ms: WARM_UP_MS });
      const apiStretches: TStretch[] = [];
      const sqlStretches: TStretch[] = [];
      for (let i = 0; i < SLICES; i++) {
        const profile = await profileCpu(i === 0 ? profileFile(scenario) : undefined);
        apiStretches.push(await timedStretch(postmaster, () => clients.load(job)));
        await profile.stop();
        sqlStretches.push(
          await timedStretch(postmaster, async () => ({
            samples: await sampleLoad(replay, slice),
          })),
        );
      }
      const api = measuredOf(apiStretches);
      const sql = measuredOf(sqlStretches);
      rows.push({ scenario, rowCount, load1m, api, sql });
      const ratio = (api.p95 / Math.max(sql.p95, 0.1)).toFixed(2);
      console.log(
        `${scenario.padEnd(20)} rows ${String(rowCount).padStart(8)}  load ${load1m}  API ${figure(api)}  |  ` +
          `SQL ${figure(sql)}  |  p95 ratio ${ratio}`,
      );
    }
  } finally {
    clients.stop();
    await placement.restore();
    await close();
  }
  await writeBenchResult(`list-${LIST_DOCUMENTS}`, {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    clients: CLIENTS,
    clientsInOwnProcess: true,
    clientsInOwnSession: true,
    postgresScheduling: placement.arrangement,
    secondsPerFigure: MS / 1000,
    slicesPerFigure: SLICES,
    scenarios: rows.map((r) => ({ ...r, p95Ratio: Number((r.api.p95 / r.sql.p95).toFixed(2)) })),
  });
}
