import { describe, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable, mailFromDir } from '../../src/server/test/smtp-inbox';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('users', () => {
  const t = useBrowser();

  it('adds a user to the passive users, who is invited, then activates them', async () => {
    const { page } = t;
    const suffix = Date.now().toString(36);
    const email = `pasif.${suffix}@ege.posbelge.test`;
    const signIn = new SignInPage(page);
    await signIn.open();
    // The owner's tenant is selected on sign-in.
    await signIn.signIn('owner@ege.posbelge.test');
    await waitForPath(page, '/dashboard?page=1&size=10');

    await page.goto('/users/passive-users?page=1&size=10');
    await page.getByRole('heading', { name: 'Pasif Kullanıcılar' }).waitFor();
    await page.getByTestId('user-add').click();
    const panel = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
    await panel.waitFor();
    expect(await panel.getByRole('switch', { name: 'Aktif kullanıcı' }).isChecked()).toBe(false);
    await panel.getByTestId('user-firstName').fill('Deniz');
    await panel.getByTestId('user-lastName').fill(`Yıldız ${suffix}`);
    await panel.getByTestId('user-email').fill(email);
    await panel.getByTestId('user-phoneNumber').fill('12');
    await panel.getByTestId('user-save').click();
    await panel.getByText(/10-15 rakam/).waitFor();
    await panel.getByTestId('user-phoneNumber').fill('905321234567');
    await panel.getByTestId('user-save').click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByText('Kullanıcı eklendi; davet e-postası gönderildi.').waitFor();

    const mail = await mailFromDir(inject('mailDir'), email);
    expect(Buffer.from(decodeQuotedPrintable(mail.raw), 'latin1').toString('utf8')).toContain(
      'Ege Kafe',
    );

    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: `İşlemler ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Aktif yap' }).click();
    await page.getByText('Kullanıcı aktif yapıldı.').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto('/users/active-users?page=1&size=10');
    await page.getByRole('heading', { name: 'Aktif Kullanıcılar' }).waitFor();
    await page.getByTestId('users-search').fill(suffix);
    await page.getByTestId('user-row').filter({ hasText: email }).waitFor();
  });
});
