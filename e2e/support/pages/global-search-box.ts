import type { Page } from 'playwright-core';

/** The status bar's global search box and its badged results. */
export class GlobalSearchBox {
  constructor(private readonly page: Page) {}

  input() {
    return this.page.getByTestId('global-search');
  }

  results() {
    return this.page.getByTestId('global-search-result');
  }

  /** The result whose badge is `badge` (İşletme, Şube, Cihaz, İşlem) and whose text holds `text`. */
  result(badge: string, text: string) {
    return this.results().filter({ hasText: badge }).filter({ hasText: text });
  }

  /** Types like a person; the box asks the server 700 ms after the last key. */
  async type(text: string): Promise<void> {
    await this.input().click();
    await this.input().fill('');
    await this.input().pressSequentially(text, { delay: 30 });
  }

  /** Resolves with the next global search request the browser sends. */
  nextRequest() {
    return this.page.waitForRequest((r) => r.url().includes('/api/internal/global-search'));
  }
}
