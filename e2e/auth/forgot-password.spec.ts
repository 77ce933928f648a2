import { describe, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable, mailFromDir } from '../../src/server/test/smtp-inbox';
import { useBrowser } from '../support/browser';
import { SignInPage } from '../support/pages/sign-in-page';

// An account no other spec signs in with: its password changes here.
const EMAIL = 'vardiya@ege.posbelge.test';
const NEW_PASSWORD = 'Yeni!Sifre2026';

describe('forgot password', () => {
  const t = useBrowser();

  it('mails a reset link over SMTP, the new password signs in and the old one fails', async () => {
    const { page } = t;
    await page.goto('/');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('heading', { name: 'Şifremi Unuttum' }).waitFor();
    await page.getByLabel('E-posta').fill(EMAIL);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await page.getByText('E-posta gönderildi').waitFor();

    const mail = await mailFromDir(inject('mailDir'), EMAIL);
    const link = /https?:\/\/[^\s"<]+\/reset-password\?userId=[^\s"<]+/.exec(
      decodeQuotedPrintable(mail.raw),
    );
    expect(link).not.toBeNull();
    const url = new URL((link?.[0] ?? '').replace(/&amp;/g, '&'));
    await page.goto(`${url.pathname}${url.search}`);

    await page.getByRole('heading', { name: 'Şifre Sıfırlama' }).waitFor();
    await page.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
    await page.getByText('Şifreniz güncellendi').waitFor();

    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(EMAIL);
    await signIn.errorAlert().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await signIn.signIn(EMAIL, { password: NEW_PASSWORD });
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(new URL(page.url()).search).toBe('?page=1&size=10');
  });
});
