import os from 'node:os';
import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { signIn } from './http-client';
import { startListApp } from './list-app';
import { LIST_DOCUMENTS } from './list-data';
import { figuresOf, type TLoadFigures } from './load';
import { startLoadClients } from './load-clients';
import { writeBenchResult } from './results';

const CLIENTS = 16;
const MS = Number(process.env.BENCH_LIST_MS ?? 6_000);
const WARM_UP_MS = 2_000;
/** Requests one after another for the figure of a request alone. */
const ALONE = 20;
const today = istanbulDay(new Date());

/** The İşlemler screen's requests: its default page, each sort, the filters and the search. */
const SCENARIOS: Record<string, Record<string, string>> = {
  'default page': {},
  'page 50': { pageNumber: '50' },
  'sort by amount': { sort: 'totalPayAmount:desc' },
  'sort by check number': { sort: 'checkNo:asc' },
  'sort by store name': { sort: 'storeName:asc' },
  'sort by store name, page 50': { sort: 'storeName:desc', pageNumber: '50' },
  'sort by status, page 50': { sort: 'status:desc', pageNumber: '50' },
  'status filter': { filter: 'status:2:eq' },
  'amount range': { filter: 'totalPayAmount:100~200:range' },
  'search, common part': { searchText: '12' },
  'search, rare part': { searchText: '1684' },
  'whole year': { filter: `transactionTime:${minusDays(today, 365)}~${today}:range` },
};

type TAlone = { p50: number; p95: number };
type TRow = { scenario: string; rowCount: string; alone: TAlone; loaded: TLoadFigures };

const figure = (l: TLoadFigures) => `p50 ${l.p50} ms, p95 ${l.p95} ms, ${l.reqPerS} req/s`;

/**
 * `npm run bench -- sales`: the sale transactions list (İşlemler) of the busiest tenant of the list
 * bench's database, each scenario alone and with 16 clients in a process of their own.
 */
export async function benchSales(ctx: { url: string }): Promise<void> {
  const { data, port, close } = await startListApp(ctx.url);
  const clients = startLoadClients();
  const rows: TRow[] = [];
  try {
    const sales = await data.ownerPool.query<{ n: number }>(
      'select count(*)::int as n from sale_transactions where tenant_id = $1',
      [data.tenantId],
    );
    const token = await signIn(port, data.ownerEmail);
    console.log(
      `sales: busiest tenant ${(sales.rows[0]?.n ?? 0).toLocaleString('en')} sales of ` +
        `${data.documents.toLocaleString('en')} documents' database; ${CLIENTS} clients in their ` +
        `own process, ~${MS / 1000} s per figure, ${os.cpus().length} shared cores`,
    );
    for (const [scenario, params] of Object.entries(SCENARIOS)) {
      const path = `/api/invoice/sale-transactions?${new URLSearchParams({ pageSize: '10', ...params })}`;
      const first = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (first.status !== 200)
        throw new Error(`${scenario}: ${first.status} ${await first.text()}`);
      const page = (await first.json()) as { rowCount: number; rowCountCapped?: true };
      const rowCount = `${page.rowCount}${page.rowCountCapped ? '+' : ''}`;
      const job = { port, path, token, clients: 1, ms: 0 };
      const alone = [];
      for (let i = 0; i < ALONE; i++) alone.push((await clients.load(job)).samples);
      await clients.load({ ...job, clients: CLIENTS, ms: WARM_UP_MS });
      const loaded = await clients.load({ ...job, clients: CLIENTS, ms: MS });
      const { p50, p95 } = figuresOf(alone);
      const row = { scenario, rowCount, alone: { p50, p95 }, loaded: figuresOf([loaded.samples]) };
      rows.push(row);
      console.log(
        `${scenario.padEnd(28)} rows ${rowCount.padStart(6)}  alone p50 ${p50} ms, p95 ${p95} ms  |  ` +
          `${CLIENTS} clients ${figure(row.loaded)}`,
      );
    }
  } finally {
    clients.stop();
    await close();
  }
  await writeBenchResult(`sales-${LIST_DOCUMENTS}`, {
    documents: data.documents,
    clients: CLIENTS,
    secondsPerFigure: MS / 1000,
    scenarios: rows,
  });
}
