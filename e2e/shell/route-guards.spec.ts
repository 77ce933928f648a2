import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('route guards', () => {
  const t = useBrowser();

  it('sends a signed-out browser from a protected page to /', async () => {
    await t.page.goto('/invoice/documents');
    await waitForPath(t.page, '/');
    await t.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
  });

  it('shows the 404 page for an unknown path', async () => {
    await t.page.goto('/nope');
    await t.page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/nope');
  });

  it('shows the 401 page when a tenant user opens management', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await t.page.goto('/management');
    await new AppShellPage(t.page).waitForShell();
    await t.page
      .getByText('Lütfen tekrar deneyin ya da yetkili bir kişiyle iletişime geçin.')
      .waitFor();
    expect(await t.page.getByText('Sayfa bulunamadı').isVisible()).toBe(true);
    expect(new URL(t.page.url()).pathname).toBe('/management');
    // The logo leads to the cashier's home, a page they may see, not to the tenant list (a 401).
    await t.page.getByTestId('logo-link').click();
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await t.page.getByTestId('dashboard-period').waitFor();
    expect(await t.page.getByText('Sayfa bulunamadı').count()).toBe(0);
  });

  it('sends a page out of scope home: devices need a store', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await t.page.goto('/devices');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
  });

  it('logs out through /auth/logout and forgets the session', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await t.page.getByTestId('profile-menu').click();
    await t.page.getByTestId('profile-logout').click();
    await t.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    await t.page.goto('/dashboard?page=1&size=10');
    await waitForPath(t.page, '/');
  });

  it('goes to /auth/logout and then / when an API call answers 401', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    const logout = t.page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
    await t.context.clearCookies();
    // A client-side move to a screen whose data is not cached yet: its API call answers 401.
    await t.page.evaluate(() => {
      window.history.pushState({}, '', '/organisation/stores?page=1&size=10');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await logout;
    await t.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/');
  });
});
