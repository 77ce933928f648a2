import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('devices', () => {
  const t = useBrowser();

  it('adds a device to the selected store and shows its API credential only once', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await shell.pick('store-selector', 'Merkez', 'Anadolu Market Merkez');
    await shell.confirmScopeChange();
    await shell.sideMenu().locator('[data-menu-key="devices"]').click();
    await waitForPath(t.page, '/devices?page=1&size=10');
    await t.page.getByTestId('devices-table').waitFor();

    // Unique per run: the e2e app is shared by every spec file.
    const serial = `E2E${Date.now().toString().slice(-9)}`;
    await t.page.getByRole('button', { name: 'Yeni Cihaz Ekleme' }).click();
    const panel = t.page.getByRole('dialog', { name: 'Yeni Cihaz Ekleme' });
    await panel.waitFor();
    await panel.getByLabel('Seri Numarası').fill(serial);
    await panel.getByLabel('Açıklama').fill('E2E Kasa');
    await panel.getByLabel('Model').fill('Move/5000F');
    await panel.getByRole('button', { name: 'Kaydet' }).click();

    const modal = t.page.getByRole('dialog', { name: 'Cihaz API Anahtarı' });
    await modal.waitFor();
    expect(await modal.getByRole('alert').textContent()).toContain('yalnızca bir kez');
    const credential = (await modal.getByTestId('device-credential').textContent()) ?? '';
    expect(credential).toMatch(/^pbd_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    const [keyId, secret = 'missing'] = credential.split('.');
    await modal.getByRole('button', { name: 'Kopyaladım, kapat' }).click();
    await modal.waitFor({ state: 'detached' });

    const row = t.page.locator(`tr[data-serial="${serial}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = t.page.getByRole('dialog', { name: 'Cihaz Düzenleme' });
    await edit
      .getByTestId('device-credential-info')
      .getByText(keyId ?? '')
      .waitFor();
    expect(await edit.getByLabel('Seri Numarası').inputValue()).toBe(serial);
    expect(await t.page.content()).not.toContain(secret);

    await t.page.reload();
    await edit.getByTestId('device-credential-info').waitFor();
    expect(await t.page.content()).not.toContain(secret);
  });
});
