import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { ensureWebBuild } from '../src/server/cli/ensure-web-build';
import type { TConfig } from '../src/server/config';
import type { TDatabase } from '../src/server/db/database';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { freePort } from '../src/server/test/free-port';
import { CHROMIUM_PATH } from '../src/server/test/debian-tools';

const RUNS = 5;
const LIST = '/invoice/documents?page=1&size=10';
type TBenchDb = Pick<TDatabase, 'pool' | 'db' | 'ownerPool'>;

/** The owner of the tenant with the most documents: that account sees it as soon as it signs in. */
async function busiestTenantOwner(database: TBenchDb) {
  const { rows } = await database.ownerPool.query<{ email: string; name: string; n: number }>(
    `select u.email, t.name, d.n from (
       select tenant_id, count(*)::int as n from documents group by tenant_id order by n desc limit 1
     ) d join tenants t on t.id = d.tenant_id join users u on u.id = t.account_owner_id`,
  );
  return rows[0] ?? null;
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
 * database the bench opened (the app runs in this process on a free port), plus the list API's
 * own time for the same page as the browser saw it.
 */
export async function benchDocumentsPage(config: TConfig, database: TBenchDb): Promise<void> {
  const owner = await busiestTenantOwner(database);
  if (!owner) {
    console.log('documents-page: no documents in the database; run `npm run seed` first.');
    return;
  }
  console.log(`documents-page: ${owner.name}, ${owner.n} documents, signed in as ${owner.email}`);
  ensureWebBuild((m) => console.log(`documents-page: ${m}`));
  const app = await buildApp({ config, database, logger: false });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await signIn(page, owner.email);
    const screen: number[] = [];
    const api: number[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/api/invoice/list')) return;
      const timing = request.timing();
      api.push(timing.responseEnd - timing.requestStart);
    });
    for (let run = 0; run < RUNS; run += 1) {
      // Start from another screen each time, so every run loads the list afresh.
      await page.goto('/dashboard?page=1&size=10');
      await page.getByTestId('side-menu').waitFor();
      const started = performance.now();
      await page.goto(LIST);
      await page.locator('tr[data-document-id]').first().waitFor({ timeout: 120_000 });
      screen.push(performance.now() - started);
    }
    console.log(summary('navigation → first row visible', screen));
    console.log(summary('GET /api/invoice/list (as the browser saw it)', api));
  } finally {
    await browser.close();
    await app.close();
  }
}
