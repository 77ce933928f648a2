import { describe, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable, mailFromDir } from '../../src/server/test/smtp-inbox';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const PASSWORD = 'Sahip!Sifre2026';

describe('tenants', () => {
  const t = useBrowser();

  it('admin creates a tenant with an owner, who is invited by e-mail and signs in', async () => {
    const { page } = t;
    const suffix = Date.now().toString(36);
    const name = `E2E Çay Evi ${suffix}`;
    const ownerEmail = `sahip.${suffix}@e2e.posbelge.test`;

    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');

    await page.getByTestId('tenant-add').click();
    const panel = page.getByRole('dialog', { name: 'Yeni İşletme Oluşturma' });
    await panel.waitFor();
    await panel.getByTestId('tenant-form-name').fill(name);
    await panel.getByTestId('tenant-form-ownerEmail').fill('yanlis-adres');
    await panel.getByTestId('tenant-save').click();
    await panel.getByText('Geçerli bir e-posta adresi girin.').waitFor();

    await panel.getByTestId('tenant-form-city').fill('Rize');
    await panel.getByTestId('tenant-form-phoneNumber').fill('904641234567');
    await panel.getByTestId('tenant-form-ownerFirstName').fill('Gülşen');
    await panel.getByTestId('tenant-form-ownerLastName').fill('Öztürk');
    await panel.getByTestId('tenant-form-ownerEmail').fill(ownerEmail);
    await panel.getByTestId('tenant-save').click();
    await panel.waitFor({ state: 'hidden' });
    await page
      .getByText('İşletme oluşturuldu; hesap sahibine davet e-postası gönderildi.')
      .waitFor();

    await page.getByTestId('tenants-search').fill(name);
    await waitForPath(
      page,
      `/organisation/tenant?page=1&size=10&q=${encodeURIComponent(name).replace(/%20/g, '+')}`,
    );
    const row = page.getByTestId('tenant-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(ownerEmail);

    const mail = await mailFromDir(inject('mailDir'), ownerEmail);
    const text = Buffer.from(decodeQuotedPrintable(mail.raw), 'latin1').toString('utf8');
    expect(text).toContain('Merhaba Gülşen');
    expect(text).toContain(name);
    const link = /https?:\/\/[^\s"<]+\/reset-password\?userId=[^\s"<]+/.exec(text);
    expect(link).not.toBeNull();
    const url = new URL((link?.[0] ?? '').replace(/&amp;/g, '&'));

    await page.context().clearCookies();
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Şifre Sıfırlama' }).waitFor();
    await page.getByLabel('Yeni şifre', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Yeni şifre (tekrar)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
    await page.getByText('Şifreniz güncellendi').waitFor();

    await signIn.open();
    await signIn.signIn(ownerEmail, { password: PASSWORD });
    await waitForPath(page, '/dashboard?page=1&size=10');
    // The owner's own tenant is selected on sign-in.
    expect(await page.getByTestId('tenant-name').textContent()).toContain(name);
  });
  it('deactivates tenants in one bulk action and edits one in its side panel', async () => {
    const { page } = t;
    const prefix = `E2E Toplu ${Date.now().toString(36)}`;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    for (const n of [1, 2]) {
      const res = await page.request.post('/api/user/customer', {
        data: {
          name: `${prefix} ${n}`,
          ownerFirstName: 'Toplu',
          ownerLastName: `Sahip ${n}`,
          ownerEmail: `${prefix.replace(/\W+/g, '.').toLowerCase()}.${n}@e2e.posbelge.test`,
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.getByTestId('tenants-search').fill(prefix);
    await page.waitForURL((url) => url.searchParams.get('q') === prefix);
    const rows = page.getByTestId('tenant-row').filter({ hasText: prefix });
    // Every row on screen must be one of ours before "select all".
    await expect.poll(() => page.getByTestId('tenant-row').count(), { timeout: 10_000 }).toBe(2);
    expect(await rows.count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Tümünü seç' }).check();
    await page.getByText('2 kayıt seçildi').waitFor();
    await page.getByRole('button', { name: 'Pasif yap' }).click();
    await page.getByText('2 işletme pasif yapıldı.').waitFor();
    await expect
      .poll(() => rows.getByTestId('tenant-status').allTextContents(), { timeout: 10_000 })
      .toEqual(['Pasif', 'Pasif']);

    await rows
      .first()
      .getByRole('button', { name: `İşlemler ${prefix} 1` })
      .click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    const panel = page.getByRole('dialog', { name: 'İşletme Güncelleme' });
    await panel.getByLabel('İşletme adı').waitFor();
    await panel.getByLabel('İşletme adı').fill(`${prefix} 1 Yeni`);
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('İşletme güncellendi.').waitFor();
    await rows.filter({ hasText: `${prefix} 1 Yeni` }).waitFor();
  });
});
