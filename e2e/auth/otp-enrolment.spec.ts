import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

// A demo user no other spec signs in with: after this spec it needs one-time codes.
const EMAIL = 'sevkiyat@karadeniz.posbelge.test';

describe('one-time code enrolment from the profile menu', () => {
  const t = useBrowser();

  it('shows a QR code, turns codes on with a valid code, and sign-in then asks for one', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn(EMAIL);
    await waitForPath(t.page, '/dashboard?page=1&size=10');

    await t.page.getByTestId('profile-menu').click();
    await t.page.getByTestId('profile-otp').click();
    await t.page.getByTestId('otp-start').click();
    const modal = t.page.getByRole('dialog', { name: 'İki adımlı doğrulama' });
    await modal.getByRole('img', { name: 'Doğrulama uygulaması için karekod' }).waitFor();
    const secret = (await modal.getByTestId('otp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await modal.locator('input').first().click();
    await t.page.keyboard.type(await generate({ secret }));
    await modal.getByTestId('otp-confirm').click();
    await t.page.getByText('İki adımlı doğrulama açıldı.').waitFor();

    await t.page.getByTestId('profile-menu').click();
    await t.page.getByTestId('profile-logout').click();
    await t.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    await signIn.signIn(EMAIL);
    await t.page.getByText('Tek kullanımlık kod gerekli.').waitFor();
    await signIn.signIn(EMAIL, { otpCode: await generate({ secret }) });
    await waitForPath(t.page, '/dashboard?page=1&size=10');
  });
});
