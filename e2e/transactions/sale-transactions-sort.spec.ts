import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const inTurkishOrder = (names: string[]) =>
  names.every((name, i) => i === 0 || (names[i - 1] ?? '').localeCompare(name, 'tr') <= 0);

/** `dd.MM.yyyy - HH:mm` as `yyyyMMddHHmm`, which sorts as the time does. */
const sortableTime = (shown: string) =>
  shown.replace(/^(\d\d)\.(\d\d)\.(\d{4}) - (\d\d):(\d\d)$/, '$3$2$1$4$5');

/** Rows of one store follow each other newest first. */
function newestFirstInEachStore(rows: { store: string; time: string }[]): boolean {
  return rows.every((row, i) => {
    const before = rows[i - 1];
    if (!before || before.store !== row.store) return true;
    return sortableTime(before.time) >= sortableTime(row.time);
  });
}

describe('Tüm İşlemler sorted by store', () => {
  const t = useBrowser();

  it('orders the stores by their Turkish names either way, newest first in each', async () => {
    const page = t.page;
    await new SignInPage(page).open();
    await new SignInPage(page).signIn('owner@anadolu.posbelge.test');
    await new AppShellPage(page).waitForShell();
    await page.goto('/invoice/all-invoices?page=1&size=10');
    const table = page.getByTestId('sale-transactions-table');
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    // The total in Turkish digit grouping, counted or capped.
    expect(await page.getByText(/^(Toplam [\d.]+ işlem|[\d.]+ işlemden fazla .*)$/).count()).toBe(
      1,
    );

    const header = page.getByRole('columnheader', { name: 'Şube' });
    const storeNames = () => rows.locator('td:nth-child(2)').allTextContents();
    const storesAndTimes = async () => {
      const times = await rows.locator('td:nth-child(1)').allTextContents();
      return (await storeNames()).map((store, i) => ({ store, time: times[i] ?? '' }));
    };
    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'storeName:asc');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => inTurkishOrder(await storeNames())).toBe(true);
    const ascending = await storeNames();
    expect(newestFirstInEachStore(await storesAndTimes())).toBe(true);

    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'storeName:desc');
    await expect.poll(async () => inTurkishOrder((await storeNames()).reverse())).toBe(true);
    // Descending starts from the tenant's last store, after every store the ascending page shows.
    const last = (await storeNames())[0] ?? '';
    for (const name of ascending) expect(last.localeCompare(name, 'tr')).toBeGreaterThan(0);
    expect(newestFirstInEachStore(await storesAndTimes())).toBe(true);
  });
});
