import type { Page } from 'playwright-core';
import { dismissFailedCountWhenShown } from './failed-count-dialog';

/** Resolves once the browser shows `pathAndQuery`, e.g. `/dashboard?page=1&size=10`. */
export async function waitForPath(page: Page, pathAndQuery: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery);
}

/** The signed-in frame: side menu, status bar, selectors and profile menu. */
export class AppShellPage {
  constructor(private readonly page: Page) {
    dismissFailedCountWhenShown(page);
  }

  sideMenu() {
    return this.page.getByTestId('side-menu');
  }

  async waitForShell(): Promise<void> {
    await this.sideMenu().waitFor();
  }

  /** Every menu entry in order, as `area` or `area.page` keys, folded groups included. */
  async menuKeys(): Promise<string[]> {
    await this.waitForShell();
    return this.sideMenu()
      .locator('[data-menu-key]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-menu-key') ?? ''));
  }

  /** The titles of the top-level menu entries, expanded or collapsed. */
  async topMenuTitles(): Promise<string[]> {
    await this.waitForShell();
    return this.sideMenu()
      .locator('[data-menu-title]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-menu-title') ?? ''));
  }

  async isMenuCollapsed(): Promise<boolean> {
    return (await this.sideMenu().getAttribute('data-collapsed')) !== null;
  }

  tenantSelector() {
    return this.page.getByTestId('tenant-selector');
  }

  storeSelector() {
    return this.page.getByTestId('store-selector');
  }

  /** Opens a selector, searches (≥ 2 characters, 700 ms debounce) and picks a row. */
  async pick(selector: 'tenant-selector' | 'store-selector', search: string, name: string) {
    await this.page.getByTestId(selector).getByRole('button').first().click();
    await this.page.getByPlaceholder(/Ara…|Search…/).fill(search);
    await this.page.getByRole('option', { name: new RegExp(escapeRegExp(name)) }).click();
  }

  confirmDialog() {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('button', { name: /Devam|Continue/ }) });
  }

  async confirmScopeChange(): Promise<void> {
    await this.confirmDialog()
      .getByRole('button', { name: /Devam|Continue/ })
      .click();
    await this.confirmDialog().waitFor({ state: 'detached' });
  }

  async toggleMenu(): Promise<void> {
    await this.page.getByTestId('menu-toggle').click();
  }

  async openProfileMenu(): Promise<void> {
    await this.page.getByTestId('profile-menu').click();
  }

  async switchLanguage(label: 'TR' | 'EN'): Promise<void> {
    await this.openProfileMenu();
    await this.page.getByText(label, { exact: true }).click();
    // The language's texts load first; only then is the choice applied and stored (the page's
    // `lang` and local storage together), so a navigation right after keeps it.
    await this.page.waitForFunction(
      (language) => document.documentElement.lang === language,
      label.toLowerCase(),
    );
    await this.page.keyboard.press('Escape');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
