import type { Page } from 'playwright-core';
import { turkishDay } from '../languages';

/** `/dashboard`: the period picker, the figure tiles and the two charts. */
export class DashboardScreen {
  constructor(private readonly page: Page) {}

  async open(search = 'page=1&size=10'): Promise<void> {
    await this.page.goto(`/dashboard?${search}`);
    await this.waitForFigures();
  }

  async waitForFigures(): Promise<void> {
    await this.page.getByTestId('dashboard').waitFor();
  }

  /** The days the figures on screen are for, as the API resolved them. */
  async period(): Promise<{ from: string; to: string }> {
    const value = (await this.page.getByTestId('dashboard').getAttribute('data-period')) ?? '~';
    const [from = '', to = ''] = value.split('~');
    return { from, to };
  }

  tile(testId: string) {
    return this.page.getByTestId(testId);
  }

  async value(testId: string): Promise<string> {
    return ((await this.page.getByTestId(`${testId}-value`).textContent()) ?? '').trim();
  }

  /** The money lines of a tile, e.g. ['1.234,50 ₺', '12,00 €']. */
  async amounts(testId: string): Promise<string[]> {
    return this.tile(testId)
      .locator(`[data-testid^="${testId}-amount-"]`)
      .evaluateAll((lines) => lines.map((l) => l.textContent?.trim() ?? ''));
  }

  async choosePreset(label: string): Promise<void> {
    await this.page.getByTestId('dashboard-period').getByText(label, { exact: true }).click();
  }

  async chooseCustom(label: string, from: string, to: string): Promise<void> {
    await this.choosePreset(label);
    await this.page.getByTestId('dashboard-from').fill(turkishDay(from));
    await this.page.getByTestId('dashboard-to').fill(turkishDay(to));
    await this.page.getByTestId('dashboard-apply').click();
  }

  /** Bars the turnover chart drew (recharts renders one path per day with an amount). */
  turnoverBars() {
    return this.page.getByTestId('turnover-chart').locator('.recharts-bar-rectangle');
  }

  donutSlices() {
    return this.page.getByTestId('doc-type-summary').locator('.recharts-pie-sector');
  }
}
