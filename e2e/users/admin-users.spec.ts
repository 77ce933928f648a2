import { describe, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable, mailFromDir } from '../../src/server/test/smtp-inbox';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('admin users', () => {
  const t = useBrowser();

  it('adds an administrator with an invitation and edits their rights', async () => {
    const { page } = t;
    const suffix = Date.now().toString(36);
    const email = `yonetici.${suffix}@posbelge.test`;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    await page.goto('/management/admin-users?page=1&size=10');
    await page.getByRole('heading', { name: 'Admin Kullanıcılar' }).waitFor();

    await page.getByRole('button', { name: 'Admin Ekle' }).click();
    const add = page.getByRole('dialog', { name: 'Admin Ekle' });
    await add.getByLabel(/^Ad\b/).fill('Cem');
    await add.getByLabel('Soyad').fill(`Karaca ${suffix}`);
    await add.getByLabel('E-posta').fill(email);
    await add.getByRole('button', { name: 'Ekle' }).click();
    await page.getByText('Kullanıcı eklendi; davet e-postası gönderildi.').waitFor();
    const mail = await mailFromDir(inject('mailDir'), email);
    expect(decodeQuotedPrintable(mail.raw)).toContain('/reset-password?userId=');

    const row = page.getByTestId('admin-user-row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Davet bekliyor');
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Admin Düzenle' });
    // Toggle by keyboard: the panel's slide-in transform makes pointer clicks on it flaky.
    const manage = edit.getByRole('switch', { name: 'Admin kullanıcılarını yönetebilir' });
    await manage.focus();
    await page.keyboard.press('Space');
    expect(await manage.isChecked()).toBe(true);
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Kullanıcı güncellendi.').waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Admin yöneticisi');
  });
});
