import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardFromSql } from '../../src/server/modules/dashboard/dashboard.test-support';
import type { TDashboard } from '../../src/shared/dashboard/dashboard';
import { presetPeriod, type TDashboardPeriod } from '../../src/shared/dashboard/dashboard-period';
import { formatDate } from '../../src/shared/format/date';
import { istanbulDay, minusDays } from '../../src/shared/format/istanbul-time';
import { formatMoney } from '../../src/shared/format/money';
import { formatInteger, formatNumber } from '../../src/shared/format/number';
import { useBrowser } from '../support/browser';
import { chooseLanguage } from '../support/languages';
import { waitForPath } from '../support/pages/app-shell-page';
import { DashboardScreen } from '../support/pages/dashboard-page';
import { DocumentsPage, isoOfListDate } from '../support/pages/documents-page';
import { SignInPage } from '../support/pages/sign-in-page';

// The demo data's pipeline may still settle documents: figures are compared until they agree.
const SETTLED = { timeout: 60_000, interval: 1_000 };
const STATUSES = [1, 2, 5, 6] as const;

let pool: pg.Pool;
let tenantId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
  const tenant = await pool.query<{ id: string }>(
    `select id from tenants where name = 'Anadolu Market A.Ş.'`,
  );
  tenantId = tenant.rows[0]?.id ?? '';
});
afterAll(() => pool.end());

/** What the tiles must say for figures counted by SQL, formatted the Turkish way. */
function tilesOf(truth: Omit<TDashboard, 'period'>) {
  const money = (amounts: { currencyCode: string; amount: string }[]) =>
    amounts.map((a) => formatMoney(a.amount, a.currencyCode));
  const items = truth.itemsPerDocument;
  return {
    documents: formatInteger(items.documents),
    items: items.average === null ? '–' : formatNumber(items.average),
    devices: formatInteger(truth.activeDeviceCount),
    turnover: money(truth.turnoverChart.totals),
    statuses: truth.documentsSummaryInfo.map((s) => [
      formatInteger(s.documents),
      ...money(s.amounts),
    ]),
  };
}

async function tilesShown(screen: DashboardScreen) {
  const turnover = [
    await screen.value('tile-turnover'),
    ...(await screen.amounts('tile-turnover')),
  ];
  return {
    documents: await screen.value('tile-documents'),
    items: await screen.value('tile-items'),
    devices: await screen.value('tile-devices'),
    turnover: turnover.filter((line) => line !== '–'),
    statuses: await Promise.all(
      STATUSES.map(async (s) => [
        await screen.value(`tile-status-${s}`),
        ...(await screen.amounts(`tile-status-${s}`)),
      ]),
    ),
  };
}

/** Opens the dashboard afresh until what it shows equals SQL over the documents of its period. */
async function expectFiguresOfSql(screen: DashboardScreen, search: string) {
  await expect
    .poll(async () => {
      await screen.open(search);
      const period = await screen.period();
      const shown = await tilesShown(screen);
      const truth = await dashboardFromSql(pool, { tenantId, storeId: null }, period);
      const expected = tilesOf(truth);
      return JSON.stringify(shown) === JSON.stringify(expected)
        ? 'equal'
        : JSON.stringify({ shown, expected });
    }, SETTLED)
    .toBe('equal');
}

async function countOfSql(period: TDashboardPeriod, status: number): Promise<number> {
  const res = await pool.query<{ n: number }>(
    `select count(*)::int as n from documents
      where tenant_id = $1 and status = $2 and invoice_date between $3 and $4`,
    [tenantId, status, period.from, period.to],
  );
  return res.rows[0]?.n ?? 0;
}

describe('the dashboard', () => {
  const t = useBrowser();

  async function signIn() {
    const signInPage = new SignInPage(t.page);
    await signInPage.open();
    await signInPage.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    const screen = new DashboardScreen(t.page);
    await screen.waitForFigures();
    return screen;
  }

  it('shows the demo owner this month’s figures as SQL counts them, and both charts', async () => {
    const screen = await signIn();
    expect(await screen.period()).toEqual(presetPeriod('thisMonth', new Date()));
    await expectFiguresOfSql(screen, 'page=1&size=10');
    await expect.poll(() => screen.turnoverBars().count()).toBeGreaterThan(0);
    const types = await pool.query<{ n: number }>(
      `select count(distinct doc_type)::int as n from documents
        where tenant_id = $1 and invoice_date between $2 and $3`,
      [tenantId, ...Object.values(await screen.period())],
    );
    await expect.poll(() => screen.donutSlices().count()).toBe(types.rows[0]?.n);
  });

  it('switches to last month and opens the sent documents of that month from their tile', async () => {
    const screen = await signIn();
    await screen.choosePreset('Geçen ay');
    const lastMonth = presetPeriod('lastMonth', new Date());
    await t.page.waitForURL((url) => url.searchParams.get('period') === 'lastMonth');
    await expect.poll(() => screen.period()).toEqual(lastMonth);
    expect(await t.page.getByTestId('dashboard-range').textContent()).toBe(
      `${formatDate(lastMonth.from)} – ${formatDate(lastMonth.to)}`,
    );
    await expectFiguresOfSql(screen, 'page=1&size=10&period=lastMonth');

    await screen.tile('tile-status-2').click();
    await t.page.waitForURL((url) => url.pathname === '/invoice/documents');
    const url = new URL(t.page.url());
    expect(url.searchParams.get('filter')).toBe(
      `status:2:eq,invoiceDate:${lastMonth.from}~${lastMonth.to}:range`,
    );
    const docs = new DocumentsPage(t.page);
    await docs.rows().first().waitFor();
    const chips = (await t.page.getByTestId('filter-chips').textContent()) ?? '';
    expect(chips).toContain('Gönderildi');
    expect(chips).toContain(`${formatDate(lastMonth.from)} – ${formatDate(lastMonth.to)}`);
    expect(new Set(await docs.column('status'))).toEqual(new Set(['Gönderildi']));
    for (const date of await docs.column('invoiceDate')) {
      expect(isoOfListDate(date) >= lastMonth.from && isoOfListDate(date) <= lastMonth.to).toBe(
        true,
      );
    }
    // The list's total is the tile's figure: both the documents SQL counts.
    await expect
      .poll(async () => {
        await t.page.reload();
        await docs.rows().first().waitFor();
        const total = await t.page.getByText(/^Toplam [\d.]+ belge$/).textContent();
        return total === `Toplam ${formatInteger(await countOfSql(lastMonth, 2))} belge`;
      }, SETTLED)
      .toBe(true);
  });

  it('reads a custom period from its two days', async () => {
    const screen = await signIn();
    const today = istanbulDay(new Date());
    const custom = { from: minusDays(today, 20), to: minusDays(today, 10) };
    await screen.chooseCustom('Özel', custom.from, custom.to);
    await t.page.waitForURL(
      (url) =>
        url.searchParams.get('period') === 'custom' &&
        url.searchParams.get('from') === custom.from &&
        url.searchParams.get('to') === custom.to,
    );
    await expect.poll(() => screen.period()).toEqual(custom);
    await expectFiguresOfSql(
      screen,
      `page=1&size=10&period=custom&from=${custom.from}&to=${custom.to}`,
    );
  });

  it('speaks English once chosen', async () => {
    const screen = await signIn();
    await chooseLanguage(t.page, 'en');
    await screen.open();
    await t.page.getByTestId('dashboard-period').getByText('Last month', { exact: true }).waitFor();
    expect(await t.page.getByTestId('tile-documents').textContent()).toContain('Documents');
    expect(await t.page.getByTestId('tile-turnover').textContent()).toContain(
      'Cancelled documents excluded',
    );
    expect(await t.page.getByTestId('turnover-chart').textContent()).toContain('Daily turnover');
  });
});
