import type { Download, Page } from 'playwright-core';
import { turkishDay } from '../languages';

/** `/reports`: the catalogue, a report's download form, and the administrators' management. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/reports');
    await this.page.getByRole('heading', { name: 'Raporlar', level: 1 }).waitFor();
  }

  async choose(reportName: string): Promise<void> {
    await this.page
      .getByRole('link', { name: reportName })
      .or(this.page.getByRole('button', { name: reportName }))
      .first()
      .click();
    await this.page.getByRole('heading', { name: reportName, level: 2 }).waitFor();
  }

  /** Days as `yyyy-MM-dd`, typed the Turkish way. */
  async setPeriod(startDate: string, endDate: string): Promise<void> {
    await this.page.getByLabel('Başlangıç tarihi').fill(turkishDay(startDate));
    await this.page.getByLabel('Bitiş tarihi').fill(turkishDay(endDate));
  }

  async chooseFormat(format: 'PDF' | 'Excel (.xlsx)'): Promise<void> {
    await this.page.getByText(format, { exact: true }).click();
  }

  /** Clicks İndir and returns the file the browser saves. */
  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download', { timeout: 60_000 });
    await this.clickDownload();
    return download;
  }

  async clickDownload(): Promise<void> {
    await this.page.getByRole('button', { name: 'İndir' }).click();
  }

  groupsTable() {
    return this.page.getByRole('table', { name: 'Rapor grupları' });
  }
}
