import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

// An account no other spec looks at the menu of: its collapsed state is stored on the server.
const EMAIL = 'bolge.mudur@anadolu.posbelge.test';

describe('language and side-menu state', () => {
  const t = useBrowser();

  it('switching to English changes the menu; a reload keeps it and the collapsed menu', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn(EMAIL);
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    expect(await shell.topMenuTitles()).toEqual([
      'Dashboard',
      'Organizasyon',
      'Kullanıcılar',
      'İşlemler',
      'Raporlar',
    ]);
    expect(await t.page.getByTestId('app-version').textContent()).toContain('25.10.1-alpha.2');

    await shell.switchLanguage('EN');
    const english = ['Dashboard', 'Organisation', 'Users', 'Transactions', 'Reports'];
    expect(await shell.topMenuTitles()).toEqual(english);

    // The state is saved in the background; the reload waits until the server has it.
    const saved = t.page.waitForResponse(
      (r) => r.url().endsWith('/internal/ui/state') && r.request().method() === 'PUT',
    );
    await shell.toggleMenu();
    await expect.poll(() => shell.isMenuCollapsed()).toBe(true);
    expect(await t.page.getByTestId('app-version').count()).toBe(0);
    await saved;

    await t.page.reload();
    await shell.waitForShell();
    expect(await shell.isMenuCollapsed()).toBe(true);
    expect(await shell.topMenuTitles()).toEqual(english);

    // The toggle is applied once the pending read of the stored state is cancelled: a moment later.
    await shell.toggleMenu();
    await expect.poll(() => shell.isMenuCollapsed()).toBe(false);
  });
});
