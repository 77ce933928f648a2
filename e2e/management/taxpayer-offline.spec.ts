import { describe, expect, it } from 'vitest';
import type { TTaxpayerStatusPage } from '../../src/shared/integrator/integrator-admin';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { api, expectToast } from '../support/pages/management-page';
import { SignInPage } from '../support/pages/sign-in-page';

const DATE = /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/;

describe('integrators screen', () => {
  const t = useBrowser();

  it('shows a taxpayer the simulator took offline, with its reason and date, and back online', async () => {
    const { page } = t;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    const statuses = await api<TTaxpayerStatusPage>(
      page,
      'GET',
      '/api/integrator/taxpayer-status?searchText=Ege%20Kafe',
    );
    const ege = statuses.list[0];
    if (!ege) throw new Error('no taxpayer state for Ege Kafe');

    await page.goto('/management/integrators');
    const row = page.locator(`[data-testid="taxpayer-status-row"][data-tax-no="${ege.taxNo}"]`);
    await page.getByRole('button', { name: 'Şimdi denetle' }).click();
    await expectToast(page, /mükellef denetlendi/);
    await row.waitFor();
    expect(await row.getByTestId('taxpayer-state').textContent()).toBe('Çevrimiçi');

    // The simulator's control: the taxpayer goes offline at the integrator.
    await api(page, 'POST', '/api/integrator/simulator/taxpayer', {
      id: ege.integratorProductId,
      taxNo: ege.taxNo,
      isOnline: false,
      reason: 'E2E bakım çalışması',
    });
    await page.getByRole('button', { name: 'Şimdi denetle' }).click();
    await expectToast(page, /1 değişiklik/);
    await expect.poll(() => row.getByTestId('taxpayer-state').textContent()).toBe('Çevrimdışı');
    expect(await row.getByTestId('taxpayer-reason').textContent()).toBe('E2E bakım çalışması');
    expect(await row.getByTestId('taxpayer-date').textContent()).toMatch(DATE);

    await row.getByRole('button', { name: 'Simülatörde çevrimiçi yap' }).click();
    await expect.poll(() => row.getByTestId('taxpayer-state').textContent()).toBe('Çevrimiçi');
    expect(await row.getByTestId('taxpayer-reason').textContent()).toBe('—');
  });
});
