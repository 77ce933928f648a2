import { describe, expect, it } from 'vitest';
import type { TSystemInfo } from '../../src/shared/system-info/system-info';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/pages/document-rows';
import { api } from '../support/pages/management-page';
import { addSimulatedStore } from '../support/simulated-store';

describe('system info', () => {
  const t = useBrowser();

  it('shows the queue depth per job, with sends waiting for an unreachable integrator', async () => {
    const { page } = t;
    await signIn(page);
    const store = await addSimulatedStore(page, 'Kuyruk');
    await store.answer({ failureMode: 'offline' });
    try {
      await store.sell(`Q-${Date.now()}-1`);
      await store.sell(`Q-${Date.now()}-2`);
      await page.goto('/management/system-info');
      const send = page.locator('[data-testid="queue-row"][data-job="send"]');
      await send.getByText('Entegratöre gönderme').waitFor();
      const shown = async () =>
        Number(await send.getByTestId('queue-due').textContent()) +
        Number(await send.getByTestId('queue-waiting').textContent());
      // The page refreshes itself; the two documents reach the send step and wait there.
      await expect.poll(shown, { timeout: 45_000, interval: 1_000 }).toBeGreaterThanOrEqual(2);
      const info = await api<TSystemInfo>(page, 'GET', '/api/management/system-info');
      expect(info.database).toBeNull();
      expect(info.queues.map((q) => q.job)).toEqual([
        'prepare',
        'send',
        'track',
        'cancel',
        'export',
      ]);
      for (const job of ['prepare', 'send', 'track', 'cancel', 'export']) {
        await page.locator(`[data-testid="queue-row"][data-job="${job}"]`).waitFor();
      }
      // An owner sees the version and the queues, not the database; and GİB's rules in use.
      await page.getByText('25.10.1-alpha.2').first().waitFor();
      const rules = page.getByText('Şematron sürümü').locator('xpath=..');
      await rules.getByText(info.gibRules.schematronRelease ?? 'missing').waitFor();
      expect(Number(info.gibRules.schematronRelease)).toBeGreaterThanOrEqual(20260312);
      await page.getByText('Göndermeden önce şematron denetimi').waitFor();
      expect(await page.getByText('PostgreSQL sürümü').count()).toBe(0);
    } finally {
      await store.answer({});
    }
  });
});
