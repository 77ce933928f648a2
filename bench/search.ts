import http from 'node:http';
import os from 'node:os';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/demo-accounts';
import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { get, signIn } from './http-client';
import { startListApp } from './list-app';
import type { TListData } from './list-data';
import { postmasterOf, serverCpuMs } from './process-cpu';
import { underLoad, type TLoadFigures } from './load';
import { writeBenchResult } from './results';
import { explainSearch, type TPlanFigures } from './search-plans';

const CLIENTS = 16;
const MS = Number(process.env.BENCH_SEARCH_MS ?? 6_000);

/** A document of the busiest tenant from two days ago: the numbers and ETTN a user would type. */
async function sampleDocument(data: TListData) {
  const day = minusDays(istanbulDay(new Date()), 2);
  const { rows } = await data.ownerPool.query<{ invoice_no: string; ettn: string }>(
    `select invoice_no, ettn from documents
      where tenant_id = $1 and invoice_date = $2 and invoice_no is not null
      order by invoice_no limit 1`,
    [data.tenantId, day],
  );
  const doc = rows[0];
  if (!doc) throw new Error(`no numbered document of the busiest tenant on ${day}`);
  return doc;
}

/** What people type into the status-bar box: names without Turkish letters, numbers, an ETTN. */
function scenarios(doc: { invoice_no: string; ettn: string }): Record<string, string> {
  return {
    'store name, ASCII (sisli)': 'sisli',
    'city, ASCII (istanbul)': 'istanbul',
    'full invoice number': doc.invoice_no,
    'number beginning (prefix + year)': doc.invoice_no.slice(0, 7),
    // A series' numbers of a year outside the 31 days: the index must not walk them all.
    'number beginning, last year': `${doc.invoice_no.slice(0, 3)}${Number(doc.invoice_no.slice(3, 7)) - 1}`,
    'two characters of a prefix': doc.invoice_no.slice(0, 2),
    'sequence digits': String(Number(doc.invoice_no.slice(7))),
    ETTN: doc.ettn,
    'nothing matches (qqzz)': 'qqzz',
  };
}

type TCpu = { nodeMsPerSearch: number; postgresMsPerSearch: number };
type TRow = {
  scenario: string;
  as: string;
  results: number;
  api: TLoadFigures;
  cpu: TCpu;
  plan?: TPlanFigures;
};

/** The load run, with the CPU it cost per search: this process (app and clients) and PostgreSQL. */
async function measured(fn: () => Promise<unknown>, postmaster: number | null) {
  const node0 = process.cpuUsage();
  const pg0 = postmaster ? serverCpuMs(postmaster) : 0;
  const api = await underLoad(fn, { clients: CLIENTS, ms: MS });
  const node = process.cpuUsage(node0);
  const pgMs = postmaster ? serverCpuMs(postmaster) - pg0 : 0;
  // The warm-up round of underLoad (one call per client) costs CPU too.
  const calls = api.requests + CLIENTS;
  const per = (ms: number) => Math.round((ms / calls) * 100) / 100;
  const cpu: TCpu = {
    nodeMsPerSearch: per((node.user + node.system) / 1000),
    postgresMsPerSearch: per(pgMs),
  };
  return { api, cpu };
}

/**
 * `npm run bench -- search`: the global search through the HTTP API for the busiest tenant's
 * owner (and the platform administrator, every tenant) on the list bench's scratch database
 * (BENCH_LIST_DOCUMENTS, seeded on first use), 16 clients; with each search's statements run
 * once under EXPLAIN ANALYZE as the app role in that tenant.
 */
export async function benchSearch(ctx: { url: string }): Promise<void> {
  const { data, appPool, port, close } = await startListApp(ctx.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const rows: TRow[] = [];
  const load = os.loadavg()[0];
  const postmaster = await postmasterOf(appPool);
  try {
    const tokens = {
      owner: await signIn(port, data.ownerEmail),
      admin: await signIn(port, DEMO_ADMIN_EMAIL),
    };
    console.log(
      `search: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${CLIENTS} clients, ~${MS / 1000} s per ` +
        `figure, load ${load?.toFixed(1)} on ${os.cpus().length} shared cores`,
    );
    for (const [scenario, text] of Object.entries(scenarios(await sampleDocument(data)))) {
      for (const as of ['owner', 'admin'] as const) {
        const path = `/api/internal/global-search?searchText=${encodeURIComponent(text)}`;
        const first = await get(agent, port, path, tokens[as]);
        if (first.status !== 200) throw new Error(`${scenario}: ${first.status} ${first.body}`);
        const results = (JSON.parse(first.body) as { searchResults: unknown[] }).searchResults
          .length;
        const { api, cpu } = await measured(async () => {
          const res = await get(agent, port, path, tokens[as]);
          if (res.status !== 200) throw new Error(`${scenario}: ${res.status}`);
        }, postmaster);
        const plan = as === 'owner' ? await explainSearch(appPool, data.tenantId, text) : undefined;
        rows.push({ scenario, as, results, api, cpu, ...(plan ? { plan } : {}) });
        const sql = plan
          ? `  |  SQL ${plan.executionMs} ms (+${plan.planningMs} planning), ` +
            `${plan.sharedHit + plan.sharedRead} buffers in ${plan.statements} statements`
          : '';
        console.log(
          `${`${scenario} (${as})`.padEnd(42)} results ${String(results).padStart(2)}  ` +
            `p50 ${api.p50} ms, p95 ${api.p95} ms, ${api.reqPerS} req/s, CPU/search ` +
            `${cpu.nodeMsPerSearch} + ${cpu.postgresMsPerSearch} ms${sql}`,
        );
      }
    }
  } finally {
    agent.destroy();
    await close();
  }
  await writeBenchResult('search', {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    clients: CLIENTS,
    secondsPerFigure: MS / 1000,
    loadAverage1mAtStart: Number(load?.toFixed(2)),
    scenarios: rows,
  });
}
