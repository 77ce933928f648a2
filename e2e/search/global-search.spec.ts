import { describe, expect, it } from 'vitest';
import { globalSearchWindow } from '../../src/shared/global-search/global-search';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { DocumentsPage } from '../support/pages/documents-page';
import { GlobalSearchBox } from '../support/pages/global-search-box';
import { SignInPage } from '../support/pages/sign-in-page';

const OWNER = 'owner@anadolu.posbelge.test';
const ADMIN = 'admin@posbelge.test';
const STORE = 'Anadolu Market Şişli';

describe('global search (status bar)', () => {
  const t = useBrowser();

  async function signIn(email: string, home: string) {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn(email);
    await waitForPath(t.page, home);
  }

  /** The newest numbered document of the signed-in tenant, as the document list shows it. */
  async function newestInvoiceNo(): Promise<string> {
    const res = await t.page.request.get('/api/invoice/list?page=1&size=20');
    const { list } = (await res.json()) as { list: { invoiceNo: string | null }[] };
    const invoiceNo = list.find((d) => d.invoiceNo)?.invoiceNo;
    if (!invoiceNo) throw new Error('no numbered document in the last month');
    return invoiceNo;
  }

  /** The series and year (`AA62026`) of most of the tenant's newest 100 documents. */
  async function busiestSeries(): Promise<string> {
    const res = await t.page.request.get('/api/invoice/list?page=1&size=100');
    const { list } = (await res.json()) as { list: { invoiceNo: string | null }[] };
    const counts = new Map<string, number>();
    for (const { invoiceNo } of list) {
      if (invoiceNo)
        counts.set(invoiceNo.slice(0, 7), (counts.get(invoiceNo.slice(0, 7)) ?? 0) + 1);
    }
    const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!busiest || busiest[1] <= 5) throw new Error('no series with more than 5 documents');
    return busiest[0];
  }

  it('finds a store typed without Turkish letters, selects it and opens the store list on it', async () => {
    await signIn(OWNER, '/dashboard?page=1&size=10');
    const search = new GlobalSearchBox(t.page);
    const shell = new AppShellPage(t.page);
    const asked = search.nextRequest();
    await search.type('sisli');
    expect(new URL((await asked).url()).searchParams.get('searchText')).toBe('sisli');
    await search.result('Şube', STORE).click();
    // Tenant to store: the confirm dialog with its stronger warning (spec §2 Layout).
    await t.page.getByTestId('scope-level-warning').waitFor();
    await shell.confirmScopeChange();
    await waitForPath(
      t.page,
      `/organisation/stores?page=1&size=10&q=${encodeURIComponent(STORE).replace(/%20/g, '+')}`,
    );
    await t.page.getByTestId('store-selector-value').filter({ hasText: STORE }).waitFor();
    expect(await t.page.getByTestId('stores-search').inputValue()).toBe(STORE);
    const rows = t.page.getByTestId('store-row');
    await rows.filter({ hasText: STORE }).waitFor();
    expect(await rows.count()).toBe(1);

    // In store mode the search says it looked only there, and looks at the whole tenant on request.
    await search.type('bakirkoy');
    const scope = t.page.getByTestId('global-search-scope');
    await scope.filter({ hasText: `Yalnızca ${STORE} içinde arandı` }).waitFor();
    expect(await search.results().count()).toBe(0);
    await t.page.getByTestId('global-search-whole-tenant').click();
    await search.result('Şube', 'Anadolu Market Bakırköy').waitFor();
    expect(await scope.textContent()).toBe('Anadolu Market A.Ş. içinde arandı');
  });

  it('opens a transaction on the document list with its number and the last 31 days', async () => {
    await signIn(OWNER, '/dashboard?page=1&size=10');
    const invoiceNo = await newestInvoiceNo();
    const search = new GlobalSearchBox(t.page);
    await search.type(invoiceNo.toLowerCase());
    await search.result('İşlem', invoiceNo).click();
    const { from, to } = globalSearchWindow();
    const filter = `searchText:${invoiceNo}:search,invoiceDate:${from}~${to}:range`;
    // The scope is already the tenant: no dialog, straight to the list.
    await t.page.waitForURL(
      (url) =>
        url.pathname === '/invoice/documents' &&
        url.searchParams.get('page') === '1' &&
        url.searchParams.get('size') === '10' &&
        url.searchParams.get('filter') === filter,
    );
    const documents = new DocumentsPage(t.page);
    await documents.rows().first().waitFor();
    expect(await documents.column('invoiceNo')).toEqual([invoiceNo]);
  });

  it('on a phone: opens from the status bar, Esc closes it, says where it looked and that there are more', async () => {
    await t.page.setViewportSize({ width: 390, height: 844 });
    await signIn(OWNER, '/dashboard?page=1&size=10');
    // A series and year: more documents of the last 31 days than the box lists.
    const series = await busiestSeries();
    await t.page.getByTestId('global-search-open').click();
    const search = new GlobalSearchBox(t.page);
    await search.type(series);
    await search.results().first().waitFor();
    const scope = t.page.getByTestId('global-search-scope');
    expect(await scope.textContent()).toBe('Anadolu Market A.Ş. içinde arandı');
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('global-search-results').waitFor({ state: 'hidden' });
    // The dialog stays for another try; clicking the box shows the results again.
    await search.input().click();
    const listed = t.page.waitForResponse(
      (r) => r.url().includes('/api/invoice/list') && r.url().includes(series),
    );
    await t.page.getByTestId('global-search-more').click();
    const { from, to } = globalSearchWindow();
    await t.page.waitForURL(
      (url) =>
        url.pathname === '/invoice/documents' &&
        url.searchParams.get('filter') ===
          `searchText:${series}:search,invoiceDate:${from}~${to}:range`,
    );
    const { rowCount } = (await (await listed).json()) as { rowCount: number };
    expect(rowCount).toBeGreaterThan(5);
  });

  it('keeps the link’s filter when the choice switches an administrator to another tenant', async () => {
    await signIn(OWNER, '/dashboard?page=1&size=10');
    const invoiceNo = await newestInvoiceNo();
    await t.context.clearCookies();
    await signIn(ADMIN, '/organisation/tenant?page=1&size=10');
    const shell = new AppShellPage(t.page);
    await shell.pick('tenant-selector', 'ege', 'Ege Kafe');
    await shell.confirmScopeChange();
    const documents = new DocumentsPage(t.page);
    // A list with a filter of its own: a new scope clears it (spec §2), and must not clear the link's.
    await documents.open('page=1&size=10&filter=docType%3A2%3Aeq');
    const search = new GlobalSearchBox(t.page);
    await search.type(invoiceNo);
    await search.result('İşlem', invoiceNo).click();
    await shell.confirmScopeChange();
    await t.page.getByTestId('tenant-selector-value').filter({ hasText: 'Anadolu' }).waitFor();
    await t.page.waitForURL((url) => url.searchParams.get('filter')?.includes(invoiceNo) ?? false);
    await expect
      .poll(() => documents.column('invoiceNo'), { timeout: 15_000 })
      .toEqual([invoiceNo]);
  });

  it('asks nothing below 2 characters, and says so when the search fails', async () => {
    await signIn(OWNER, '/dashboard?page=1&size=10');
    const search = new GlobalSearchBox(t.page);
    let requests = 0;
    t.page.on('request', (r) => {
      if (r.url().includes('/api/internal/global-search')) requests += 1;
    });
    await search.type('ş');
    await t.page.waitForTimeout(1500);
    expect(requests).toBe(0);
    expect(await search.results().count()).toBe(0);
    // Longer than the server takes (100 characters): its refusal is the failure spec §8 names.
    await search.type('x'.repeat(101));
    await t.page.getByText('Arama sonucu yüklenemedi!').waitFor();
    expect(requests).toBe(1);
  });
});
