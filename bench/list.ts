import http from 'node:http';
import type pg from 'pg';
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createAppPool } from '../src/server/db/app-pool';
import { createDb } from '../src/server/db/database';
import { withTenantAccess } from '../src/server/db/data-context';
import { listDocuments } from '../src/server/modules/invoice/invoice.public';
import { freePort } from '../src/server/test/free-port';
import { ZDocumentListQuery } from '../src/shared/invoice/document-list-query';
import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { get, signIn } from './http-client';
import { openListData, type TListData } from './list-data';
import { underLoad, type TLoadFigures } from './load';
import { writeBenchResult } from './results';

const CLIENTS = 16;
const MS = Number(process.env.BENCH_LIST_MS ?? 6_000);
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

type TQuery = { text: string; params: unknown[] };

/** The SQL the list runs for one query, as the repository sends it (captured once, replayed). */
async function captureSql(data: TListData, pool: pg.Pool, params: Record<string, string>) {
  const queries: TQuery[] = [];
  const db = drizzle(pool, {
    casing: 'snake_case',
    logger: { logQuery: (text, p) => queries.push({ text, params: p }) },
  });
  const query = ZDocumentListQuery.parse(params);
  await withTenantAccess(data.tenantId, () =>
    listDocuments(db, { tenantId: data.tenantId, storeId: null }, query),
  );
  return queries;
}

type TRow = { scenario: string; rowCount: number; api: TLoadFigures; sql: TLoadFigures };

export async function benchList(ctx: { url: string }): Promise<void> {
  const data = await openListData(ctx.url, (m) => console.log(m));
  const appPool = createAppPool(data.url, 10);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: data.url,
    PIPELINE: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  // The app logs as in production; the lines go nowhere, but their cost is paid.
  const app = await buildApp({
    config,
    database: { pool: appPool, db: createDb(appPool), ownerPool: data.ownerPool },
    logger: true,
    logStream: { write: () => undefined },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const rows: TRow[] = [];
  try {
    const token = await signIn(port, data.ownerEmail);
    console.log(
      `list: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${CLIENTS} clients, ~${MS / 1000} s per figure, ` +
        `load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} shared cores`,
    );
    for (const [scenario, params] of Object.entries(SCENARIOS)) {
      const path = `/api/invoice/list?${new URLSearchParams({ page: '1', size: '10', ...params })}`;
      const first = await get(agent, port, path, token);
      if (first.status !== 200) throw new Error(`${scenario}: ${first.status} ${first.body}`);
      const rowCount = (JSON.parse(first.body) as { rowCount: number }).rowCount;
      const api = await underLoad(
        async () => {
          const res = await get(agent, port, path, token);
          if (res.status !== 200) throw new Error(`${scenario}: ${res.status}`);
        },
        { clients: CLIENTS, ms: MS },
      );
      const queries = await captureSql(data, appPool, { page: '1', size: '10', ...params });
      const sql = await underLoad(
        () =>
          withTenantAccess(data.tenantId, async () => {
            for (const q of queries) await appPool.query(q.text, q.params);
          }),
        { clients: CLIENTS, ms: MS },
      );
      rows.push({ scenario, rowCount, api, sql });
      const ratio = (api.p95 / Math.max(sql.p95, 0.1)).toFixed(2);
      const f = (l: TLoadFigures) => `p50 ${l.p50} ms, p95 ${l.p95} ms, ${l.reqPerS} req/s`;
      console.log(
        `${scenario.padEnd(20)} rows ${String(rowCount).padStart(8)}  API ${f(api)}  |  SQL ${f(sql)}  |  p95 ratio ${ratio}`,
      );
    }
  } finally {
    agent.destroy();
    await app.close();
    await appPool.end();
    await data.ownerPool.end();
  }
  await writeBenchResult('list', {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    clients: CLIENTS,
    secondsPerFigure: MS / 1000,
    scenarios: rows.map((r) => ({ ...r, p95Ratio: Number((r.api.p95 / r.sql.p95).toFixed(2)) })),
  });
}
