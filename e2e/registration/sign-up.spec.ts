import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { newSignUp, RegistrationPage, SIGN_UP_PASSWORD } from '../support/pages/registration-page';

describe('self-service sign-up', () => {
  const t = useBrowser();

  it('registers, confirms from the e-mailed link and is signed in as the owner of the new business', async () => {
    const { page } = t;
    const who = newSignUp();
    const registration = new RegistrationPage(page);
    await registration.open();
    await registration.fill(who);
    // The form checks the spec §5 password rules before anything is sent.
    await page.getByTestId('register-password').fill('zayif');
    await registration.submit();
    await page
      .getByText(
        'Şifre en az 8 karakter olmalı; büyük ve küçük harf, rakam ve özel karakter içermelidir.',
      )
      .waitFor();
    await page.getByTestId('register-password').fill(SIGN_UP_PASSWORD);
    await registration.submit();
    // The same words whether the address is new or known; only the mail tells which.
    await page.getByRole('status').filter({ hasText: who.email }).waitFor();

    await page.context().clearCookies();
    await registration.confirmFromMail(who.email);
    expect(new URL(page.url()).pathname).toBe('/register/plan');
    await page.getByText(`${who.firstName} ${who.lastName} olarak oturum açtınız.`).waitFor();
    await page.getByText(`${who.business} için bir plan seçin`).waitFor();

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({
      isOwner: true,
      isAdmin: false,
      tenantName: who.business,
      user: { email: who.email, isTenantOwner: true },
    });

    // The link worked once: opened again it creates nothing and says so.
    await registration.openConfirmation(who.email);
    await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
    await page
      .getByText('Bu kayıt onay bağlantısı zaten kullanıldı; giriş yapabilirsiniz.')
      .waitFor();
  });
});
