import type { Page } from 'playwright-core';
import { dismissFailedCountWhenShown } from './failed-count-dialog';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts';

/** The sign-in form at `/` (Turkish labels: the app's default language). */
export class SignInPage {
  constructor(private readonly page: Page) {
    dismissFailedCountWhenShown(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
  }

  async signIn(email: string, options: { password?: string; otpCode?: string } = {}) {
    await this.page.getByLabel('E-posta').fill(email);
    await this.page.getByLabel('Şifre', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
    if (options.otpCode !== undefined) {
      await this.page.getByLabel('Tek kullanımlık kod').fill(options.otpCode);
    }
    await this.page.getByRole('button', { name: 'Giriş Yap' }).click();
  }

  /** The red alert the form shows for a refused sign-in. */
  errorAlert() {
    return this.page.getByRole('alert').filter({ hasText: 'Giriş yapılamadı' });
  }
}
