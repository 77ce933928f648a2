import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../src/shared/list/list-limits';
import { useBrowser } from '../support/browser';
import { chooseLanguage } from '../support/languages';
import { AppShellPage } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const OWNER = 'owner@anadolu.posbelge.test';
/** A month before any demo sale and any other spec's range: only this spec lists it. */
const MONTH = { from: '2025-01-01', to: '2025-01-31' };
const SALES = LIST_COUNT_CAP + 1;
const TAG = 'e2e-capped-total';

let pool: pg.Pool;

/**
 * More sales than the list counts, in a month of their own, copied in SQL from one of the
 * tenant's sales: posting them through the POS API would also make as many documents for the
 * pipeline, minutes of the suite. Removed after the spec.
 */
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  const inserted = await pool.query(
    `insert into sale_transactions (tenant_id, transaction_id, transaction_time, store_id,
       device_id, total_pay_amount, check_no, idempotency_key, request_hash, request_body)
     select s.tenant_id, $3 || '-' || n, $4::timestamptz + n * interval '4 minutes', s.store_id,
       s.device_id, 10 + n % 90, $3, $3 || '-' || n, $3, '{}'::jsonb
     from (select st.* from sale_transactions st
           join tenants t on t.id = st.tenant_id join users u on u.id = t.account_owner_id
           where u.email = $1 limit 1) s, generate_series(1, $2::int) n`,
    [OWNER, SALES, TAG, `${MONTH.from}T09:00:00+03:00`],
  );
  expect(inserted.rowCount).toBe(SALES);
});

afterAll(async () => {
  await pool.query('delete from sale_transactions where check_no = $1', [TAG]);
  await pool.end();
});

describe('Tüm İşlemler past the count cap', () => {
  const t = useBrowser();

  it('says where counting stopped, in Turkish and in English, and pages to the last counted page', async () => {
    const page = t.page;
    await new SignInPage(page).open();
    await new SignInPage(page).signIn(OWNER);
    await new AppShellPage(page).waitForShell();
    const filter = `transactionTime:${encodeURIComponent(`${MONTH.from}~${MONTH.to}`)}:range`;
    await page.goto(`/invoice/all-invoices?page=1&size=10&filter=${encodeURIComponent(filter)}`);
    const rows = page.getByTestId('sale-transactions-table').locator('tbody tr');
    await rows.first().waitFor();
    await page.getByText('10.000 işlemden fazla (sayım burada durdu)', { exact: true }).waitFor();
    expect(await rows.count()).toBe(10);

    // The pager offers the pages up to the cap; the last of them is full.
    const last = page.getByRole('button', { name: `Sayfa ${LIST_COUNT_CAP / 10}`, exact: true });
    await last.click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(LIST_COUNT_CAP / 10));
    await expect.poll(() => last.getAttribute('data-active')).toBe('true');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByText('10.000 işlemden fazla (sayım burada durdu)', { exact: true }).waitFor();

    await chooseLanguage(page, 'en');
    await page.reload();
    await page
      .getByText('More than 10,000 transactions (counting stopped there)', { exact: true })
      .waitFor();
  });
});
