import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('signing in and selecting a tenant', () => {
  const t = useBrowser();

  it('takes an admin to the tenant list, then to the dashboard of the chosen tenant', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    await shell.waitForShell();
    expect(await shell.tenantSelector().isVisible()).toBe(true);

    await shell.pick('tenant-selector', 'Anadolu', 'Anadolu Market A.Ş.');
    const dialog = shell.confirmDialog();
    await dialog.waitFor();
    // Organisation → tenant is a change of level: the stronger warning shows.
    expect(await dialog.getByTestId('scope-level-warning').isVisible()).toBe(true);
    await shell.confirmScopeChange();

    await waitForPath(t.page, '/dashboard?page=1&size=10');
    expect(await t.page.getByTestId('tenant-selector-value').textContent()).toBe(
      'Anadolu Market A.Ş.',
    );
    expect(await shell.storeSelector().textContent()).toContain('Tüm şubeler');
  });

  it('cancelling the confirm dialog keeps the current tenant', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    await shell.pick('tenant-selector', 'Ege', 'Ege Kafe Ltd. Şti.');
    await shell.confirmDialog().getByRole('button', { name: 'İptal' }).click();
    await shell.confirmDialog().waitFor({ state: 'detached' });
    expect(await t.page.getByTestId('tenant-selector-value').textContent()).toBe(
      'İşletme seçilmedi',
    );
    expect(new URL(t.page.url()).pathname).toBe('/organisation/tenant');
  });

  it('shows tenant users no tenant selector', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await shell.waitForShell();
    expect(await shell.tenantSelector().count()).toBe(0);
    expect(await shell.storeSelector().textContent()).toContain('Tüm şubeler');
  });

  it('searches tenants from 2 characters, 700 ms after typing stops', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    const searches: { text: string | null; at: number }[] = [];
    t.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tenant/search') {
        searches.push({ text: url.searchParams.get('searchText'), at: Date.now() });
      }
    });
    await shell.tenantSelector().getByRole('button').first().click();
    const box = t.page.getByPlaceholder('Ara…');
    await box.fill('E');
    await t.page.waitForTimeout(1000);
    expect(searches.filter((s) => s.text !== null)).toEqual([]);

    const typedAt = Date.now();
    // The answer, not only the request: until it lands the unfiltered list is still shown.
    const searched = t.page.waitForResponse((r) => r.url().includes('searchText=Eg'));
    await box.fill('Eg');
    await searched;
    // Options of the selector's own list only: the tenant table's page-size select has options too.
    const options = t.page.getByRole('listbox').filter({ hasText: 'Ege Kafe' }).getByRole('option');
    await options.first().waitFor();
    const withText = searches.filter((s) => s.text !== null);
    expect(withText.map((s) => s.text)).toEqual(['Eg']);
    expect((withText[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(650);
    await expect.poll(() => options.count()).toBe(1);
  });
});
