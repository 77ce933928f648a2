import { istanbulDay, minusDays } from '../src/shared/format/istanbul-time';
import { signIn } from './http-client';
import { startListApp } from './list-app';
import { LIST_DOCUMENTS } from './list-data';
import { writeBenchResult } from './results';
import { measure } from './stats';

/** Timed requests per page, after one untimed (which builds the shape's kept statements). */
const REPEATS = Number(process.env.BENCH_LIST_DEEP_REPEATS ?? 5);
const today = istanbulDay(new Date());

/** The lists whose deep pages are read: the default month in date order and by amount, the year. */
const LISTS: Record<string, Record<string, string>> = {
  month: {},
  'month by amount': { sort: 'totalPayAmount:desc' },
  'month, failed': { filter: 'status:6:eq' },
  year: { filter: `invoiceDate:${minusDays(today, 365)}~${today}:range` },
};

type TPageFigure = { page: number; rows: number; p50Ms: number; maxMs: number };

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
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { rowCount: number; pageCount: number; list: unknown[] };
      return body;
    };
    console.log(
      `list-deep: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
        `${data.tenantDocuments.toLocaleString('en')}; ${REPEATS} timed requests a page after one untimed, one at a time`,
    );
    for (const [list, params] of Object.entries(LISTS)) {
      const { rowCount, pageCount } = await get({ ...params, page: '1' });
      const depths = [1, 50, 1_000, 10_000, Math.ceil(pageCount / 2), pageCount - 1, pageCount];
      const pages: TPageFigure[] = [];
      for (const page of [...new Set(depths)].filter((p) => p >= 1 && p <= pageCount)) {
        let rows = 0;
        const stats = await measure(
          async () => {
            rows = (await get({ ...params, page: String(page) })).list.length;
          },
          REPEATS,
          1,
        );
        const round = (ms: number) => Math.round(ms * 10) / 10;
        const figure = { page, rows, p50Ms: round(stats.p50), maxMs: round(stats.max) };
        pages.push(figure);
        console.log(
          `${list.padEnd(16)} ${rowCount.toLocaleString('en').padStart(10)} rows  page ` +
            `${page.toLocaleString('en').padStart(7)} of ${pageCount.toLocaleString('en')}: ` +
            `${rows} rows, p50 ${figure.p50Ms} ms, max ${figure.maxMs} ms`,
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
