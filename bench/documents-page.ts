import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { ensureWebBuild } from '../src/server/cli/ensure-web-build';
import { loadConfig } from '../src/server/config';
import { createAppPool } from '../src/server/db/app-pool';
import { createDb } from '../src/server/db/database';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { freePort } from '../src/server/test/free-port';
import { CHROMIUM_PATH } from '../src/server/test/debian-tools';
import { openListData } from './list-data';
import { writeBenchResult } from './results';

const RUNS = 5;
const LIST = '/invoice/documents?page=1&size=10';

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b).map((t) => Math.round(t));
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (v: number | undefined) => `${(v ?? 0).toFixed(0)} ms`;
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${label.padEnd(44)} min ${f(sorted[0])}  median ${f(median)}  max ${f(sorted.at(-1))}`;
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/**
 * Time from navigation to the first row on `/invoice/documents` in a real Chromium, against the
 * list bench's scratch database (`BENCH_LIST_DOCUMENTS`, seeded on first use), signed in as the
 * owner of the busiest tenant; plus the list API's own time for the same page as the browser saw it.
 */
export async function benchDocumentsPage(ctx: { url: string }): Promise<void> {
  const data = await openListData(ctx.url, (m) => console.log(m));
  const appPool = createAppPool(data.url, 10);
  const config = loadConfig({ ...process.env, DATABASE_URL: data.url, PIPELINE: 'off' });
  const database = { pool: appPool, db: createDb(appPool), ownerPool: data.ownerPool };
  const loadAtStart = os.loadavg()[0] ?? 0;
  const load = `load ${loadAtStart.toFixed(1)} on ${os.cpus().length} shared cores`;
  console.log(
    `documents-page: ${data.documents.toLocaleString('en')} documents, busiest tenant ` +
      `${data.tenantDocuments.toLocaleString('en')}, signed in as ${data.ownerEmail}; ${load}`,
  );
  ensureWebBuild((m) => console.log(`documents-page: ${m}`));
  const app = await buildApp({ config, database, logger: false });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const screen: number[] = [];
  const api: number[] = [];
  // Where the time of one navigation goes: the app starting up until it asks for the list, the
  // list request, and drawing the rows after its answer.
  const untilRequest: number[] = [];
  const afterResponse: number[] = [];
  let run: { started: number; sent?: number; answered?: number } | null = null;
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await signIn(page, data.ownerEmail);
    page.on('request', (request) => {
      if (run && !run.sent && request.url().includes('/api/invoice/list'))
        run.sent = performance.now();
    });
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/api/invoice/list')) return;
      const timing = request.timing();
      api.push(timing.responseEnd - timing.requestStart);
      if (run && !run.answered) run.answered = performance.now();
    });
    for (let i = 0; i < RUNS; i += 1) {
      // Start from another screen each time, so every run loads the list afresh.
      await page.goto('/dashboard?page=1&size=10');
      await page.getByTestId('side-menu').waitFor();
      run = { started: performance.now() };
      await page.goto(LIST);
      await page.locator('tr[data-document-id]').first().waitFor({ timeout: 120_000 });
      const shown = performance.now();
      screen.push(shown - run.started);
      if (run.sent) untilRequest.push(run.sent - run.started);
      if (run.answered) afterResponse.push(shown - run.answered);
      run = null;
    }
    console.log(summary('navigation → first row visible', screen));
    console.log(summary('  navigation → list request sent', untilRequest));
    console.log(summary('  GET /api/invoice/list (as the browser saw it)', api));
    console.log(summary('  list answered → first row visible', afterResponse));
  } finally {
    await browser.close();
    await app.close();
    await appPool.end();
    await data.ownerPool.end();
  }
  await writeBenchResult('documents-page', {
    documents: data.documents,
    tenantDocuments: data.tenantDocuments,
    runs: RUNS,
    navigationToFirstRowMs: stats(screen),
    listApiMs: stats(api),
    navigationToListRequestMs: stats(untilRequest),
    listAnsweredToFirstRowMs: stats(afterResponse),
    loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
  });
}
