import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('devices', () => {
  const t = useBrowser();

  it('refuses a taken serial number with a field error, then deactivates two devices at once', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await shell.pick('store-selector', 'Merkez', 'Anadolu Market Merkez');
    await shell.confirmScopeChange();
    await t.page.goto('/devices?page=1&size=10');
    await t.page.getByTestId('devices-table').waitFor();

    const stem = `E2B${Date.now().toString().slice(-8)}`;
    const panel = t.page.getByRole('dialog', { name: 'Yeni Cihaz Ekleme' });
    const credentialModal = t.page.getByRole('dialog', { name: 'Cihaz API Anahtarı' });
    const add = async (serial: string) => {
      await t.page.getByRole('button', { name: 'Yeni Cihaz Ekleme' }).click();
      await panel.getByLabel('Seri Numarası').fill(serial);
      await panel.getByRole('button', { name: 'Kaydet' }).click();
    };
    for (const serial of [`${stem}1`, `${stem}2`]) {
      await add(serial);
      await credentialModal.getByRole('button', { name: 'Kopyaladım, kapat' }).click();
      await credentialModal.waitFor({ state: 'detached' });
    }

    await add(`${stem}1`);
    await panel.getByText('Bu seri numarası bu işletmede zaten kayıtlı.').waitFor();
    await panel.getByRole('button', { name: 'Kapat' }).click();
    await panel.waitFor({ state: 'hidden' });

    await t.page.getByLabel('Seri no, açıklama, marka veya model ara').fill(stem);
    await waitForPath(t.page, `/devices?page=1&size=10&q=${stem}`);
    const rows = t.page.locator('tr[data-serial]');
    // The previous page stays on screen until the search answer arrives.
    await expect.poll(() => rows.count()).toBe(2);
    await t.page.getByLabel('Tümünü seç').check();
    await t.page.getByRole('button', { name: 'Seçilenleri pasifleştir' }).click();
    await t.page.getByText('2 cihazın durumu güncellendi.').waitFor();

    await t.page.getByTestId('device-status-filter').getByText('Pasif').click();
    await waitForPath(t.page, `/devices?page=1&size=10&q=${stem}&filter=isActive%3Afalse%3Aeq`);
    await t.page.locator(`tr[data-serial="${stem}1"]`).getByText('Pasif').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
  });
});
