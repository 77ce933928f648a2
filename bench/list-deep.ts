import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { signIn } from './http-client';
import { startListApp } from './list-app';
import { LIST_DOCUMENTS } from './list-data';
import { writeBenchResult } from './results';

/** Requests per page; the figure is their median (the first is not timed apart: kept statements). */
const REPEATS = Number(process.env.BENCH_LIST_DEEP_REPEATS ?? 5);
const today = istanbulDay(new Date());

/** The lists whose deep pages are read: the default month in date order and by amount, the year. */
const LISTS: Record<string, Record<string, string>> = {
  month: {},
  'month by amount': { sort: 'totalPayAmount:desc' },
  'month, failed': { filter: 'status:6:eq' },
  year: { filter: `invoiceDate:${minusDays(today, 365)}~${today}:range` },
};

type TPageFigure = { page: number; rows: number; medianMs: number; minMs: number };

/**
 * `npm run bench -- list-deep`: pages at every depth of the busiest tenant's document list on the
 * list bench's database (page 1, 50, 1,000, 10,000, the middle, the last but one and the last),
 * one client at a time through the HTTP API: a page should not cost more the deeper it lies.
 */
export async function benchListDeep(ctx: { url: string }): Promise<void> {
  const { data, port, close } = await startListApp(ctx.url);
  const lists: { list: string; rowCount: number; pageCount: number; pages: TPageFigure[] }[] = [];
  try {
    const token = await signIn(port, data.ownerEmail);
    const get = async (params: Record<string, string>) => {
      const path = `/api/invoice/list?${new URLSearchParams({ size: '10', ...params })}`;
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { rowCount: number; pageCount: number; list: unknown[] };
      return { ms: performance.now() - started, body };
    };
    console.log(
      `list-deep: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${REPEATS} requests a page, one at a time`,
    );
    for (const [list, params] of Object.entries(LISTS)) {
      const { rowCount, pageCount } = (await get({ ...params, page: '1' })).body;
      const depths = [1, 50, 1_000, 10_000, Math.ceil(pageCount / 2), pageCount - 1, pageCount];
      const pages: TPageFigure[] = [];
      for (const page of [...new Set(depths)].filter((p) => p >= 1 && p <= pageCount)) {
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < REPEATS; i++) {
          const { ms, body } = await get({ ...params, page: String(page) });
          times.push(ms);
          rows = body.list.length;
        }
        times.sort((x, y) => x - y);
        const round = (ms: number) => Math.round(ms * 10) / 10;
        const figure = {
          page,
          rows,
          medianMs: round(times[Math.floor(times.length / 2)] ?? 0),
          minMs: round(times[0] ?? 0),
        };
        pages.push(figure);
        console.log(
          `${list.padEnd(16)} ${rowCount.toLocaleString('en').padStart(10)} rows  page ` +
            `${page.toLocaleString('en').padStart(7)} of ${pageCount.toLocaleString('en')}: ` +
            `${rows} rows, median ${figure.medianMs} ms, min ${figure.minMs} ms`,
        );
      }
      lists.push({ list, rowCount, pageCount, pages });
    }
  } finally {
    await close();
  }
  await writeBenchResult(`list-deep-${LIST_DOCUMENTS}`, {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    repeats: REPEATS,
    lists,
  });
}
