import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { ReportsPage } from '../support/pages/reports-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('managing report groups', () => {
  const t = useBrowser();

  it('lets an admin add a group, rename it and switch it off', async () => {
    const { page } = t;
    const signIn = new SignInPage(page);
    const shell = new AppShellPage(page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    await shell.pick('tenant-selector', 'Anadolu', 'Anadolu Market A.Ş.');
    await shell.confirmScopeChange();
    await waitForPath(page, '/dashboard?page=1&size=10');
    const reports = new ReportsPage(page);
    await reports.open();
    const name = `Denetim Raporları ${Date.now()}`;

    await page.getByRole('button', { name: 'Yeni Rapor Grubu' }).click();
    const panel = page.getByRole('dialog', { name: 'Yeni Rapor Grubu' });
    await panel.getByLabel('Grup adı').fill('x');
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await panel.getByText('Ad 2 ile 100 karakter arasında olmalı.').waitFor();
    await panel.getByLabel('Grup adı').fill(name);
    await panel.getByLabel('Öncelik').fill('9');
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Rapor grubu kaydedildi.').waitFor();
    const row = reports.groupsTable().getByRole('row').filter({ hasText: name });
    await row.waitFor();

    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Rapor Grubu Düzenleme' });
    await edit.getByLabel('Grup adı').fill(`${name} (iç)`);
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    const renamed = reports
      .groupsTable()
      .getByRole('row')
      .filter({ hasText: `${name} (iç)` });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Pasifleştir' }).click();
    await renamed.getByRole('button', { name: 'Etkinleştir' }).waitFor();
    expect(await renamed.getByText('Pasif', { exact: true }).isVisible()).toBe(true);
  });
});
