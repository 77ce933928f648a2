import type { Page } from 'playwright-core';

/** `/invoice/documents`: the document table, its filters and pager. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  table() {
    return this.page.getByTestId('documents-table');
  }

  rows() {
    return this.page.locator('tr[data-document-id]');
  }

  async rowIds(): Promise<string[]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((r) => r.getAttribute('data-document-id') ?? ''),
    );
  }

  /** The texts of one column, top to bottom. */
  async column(key: string): Promise<string[]> {
    return this.page
      .locator(`tr[data-document-id] td[data-column="${key}"]`)
      .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ''));
  }

  async open(search = 'page=1&size=10'): Promise<void> {
    await this.page.goto(`/invoice/documents?${search}`);
    await this.rows().first().waitFor();
  }

  async pickDocType(option: string): Promise<void> {
    await this.page.getByTestId('filter-doc-type').selectOption({ label: option });
  }
}

/** `dd-MM-yyyy` → `yyyy-MM-dd`, so list dates compare as text. */
export function isoOfListDate(text: string): string {
  const [day, month, year] = text.split('-');
  return `${year}-${month}-${day}`;
}
