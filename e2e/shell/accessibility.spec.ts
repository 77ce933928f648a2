import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { choose, openRow, pick } from '../support/pages/document-rows';
import { SignInPage } from '../support/pages/sign-in-page';

const SCHEMES = ['light', 'dark'] as const;

/** The screen has drawn its data: its heading is there and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1, h2').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root'),
  );
}

/** No transition is running (a color measured halfway through one would be neither scheme's). */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Runs axe over the page as it stands in the light and the dark scheme (the system's, which the
 * app follows while no choice is stored) and collects what is critical or serious.
 */
function auditor(page: Page) {
  const found: string[] = [];
  return {
    found,
    async audit(where: string, within?: string): Promise<void> {
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await page.waitForFunction(
          (scheme) => document.documentElement.dataset.mantineColorScheme === scheme,
          colorScheme,
        );
        await still(page);
        for (const violation of await seriousViolations(page, within)) {
          found.push(`${where} (${colorScheme}) ${violation}`);
        }
      }
    },
  };
}

async function signIn(page: Page, email: string): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email);
  await new AppShellPage(page).waitForShell();
}

/** Every screen the side menu links to, in its order (folded groups included). */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await new AppShellPage(page)
    .sideMenu()
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

async function auditMenu(page: Page, audit: (where: string) => Promise<void>) {
  for (const path of await menuPaths(page)) {
    await page.goto(path);
    await settled(page);
    await audit(path);
  }
}

/**
 * A dialog by its title: audited while open (the screen under it has been already), then closed
 * with Escape.
 */
async function auditDialog(
  page: Page,
  name: string,
  audit: (where: string, within: string) => Promise<void>,
) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // The row menu that opened it is gone first.
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await settled(page);
  await audit(`dialog ${name}`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('WCAG 2.1 AA (axe-core: no critical or serious violation), light and dark', () => {
  const t = useBrowser();

  it("an owner's screens, the store panel and the documents list's panels and dialogs", async () => {
    const { page } = t;
    const { found, audit } = auditor(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    await audit('sign-in');
    for (const path of ['/forgot-password', '/register']) {
      await page.goto(path);
      await settled(page);
      await audit(path);
    }
    await signIn(page, 'owner@anadolu.posbelge.test');
    await waitForPath(page, '/dashboard?page=1&size=10');
    await auditMenu(page, audit);
    await page.goto('/pos-settings/signing-certificate');
    await settled(page);
    await audit('signing certificate');

    await page.goto('/organisation/stores?page=1&size=10');
    await page.getByTestId('store-row').first().getByRole('button', { name: 'Düzenle' }).click();
    await auditDialog(page, 'Şube Düzenleme', audit);

    await page.goto('/invoice/all-invoices?page=1&size=10');
    await page.getByRole('row', { name: 'Ayrıntıları göster' }).first().click();
    await auditDialog(page, 'İşlem Ayrıntıları', audit);

    const sent = await pick(page, 'status:2:eq', (r) => r.docType === 2);
    await openRow(page, sent);
    for (const [item, title] of [
      ['Bilgi', 'Bilgi'],
      ['Entegratör İsteği', 'Entegratör İsteği'],
      ['Entegratör Yanıtı', 'Entegratör Yanıtı'],
      ['İptal Et', 'İptal Nedeni'],
    ] as const) {
      await choose(page, sent, item);
      await auditDialog(page, title, audit);
    }
    const failed = await pick(page, 'status:6:eq', (r) => r.isResendable && r.docType === 2);
    await openRow(page, failed);
    await choose(page, failed, 'Gönder');
    await auditDialog(page, 'Belgeyi Düzelt ve Gönder', audit);

    expect(found).toEqual([]);
  }, 180_000);

  it("a platform admin's screens; the skip link comes first, the theme chosen is kept", async () => {
    const { page } = t;
    const { found, audit } = auditor(page);
    await signIn(page, 'admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const shell = new AppShellPage(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await shell.openProfileMenu();
    await page.getByText('Koyu', { exact: true }).click();
    expect(await scheme()).toBe('dark');
    // Without the app's code the page script alone sets it: a dark page never flashes white.
    const appCode = /\/assets\/.*\.js$/;
    await page.route(appCode, (route) => route.abort());
    await page.reload();
    expect(await scheme()).toBe('dark');
    await page.unroute(appCode);
    await page.reload();
    await shell.openProfileMenu();
    await page.getByText('Sistem', { exact: true }).click();
    expect(await scheme()).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(scheme).toBe('dark');
    await page.keyboard.press('Escape');

    await auditMenu(page, audit);
    expect(found).toEqual([]);
  }, 120_000);
});
