import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { mailFromDir } from '../../../src/server/test/smtp-inbox';
import { confirmationLinkIn } from '../../../src/server/modules/registration/registration.test-support';

export const SIGN_UP_PASSWORD = 'Kayit!Sifre2026';

export type TSignUp = { email: string; firstName: string; lastName: string; business: string };

/** A new sign-up's details: an address and a business name no other run uses. */
export function newSignUp(): TSignUp {
  const suffix = crypto.randomBytes(3).toString('hex');
  return {
    email: `kayit.${suffix}@e2e.posbelge.test`,
    firstName: 'Şule',
    lastName: 'Çağlar',
    business: `E2E Çiçekçi ${suffix}`,
  };
}

/** The public sign-up pages (Turkish labels: the app's default language). */
export class RegistrationPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/sign-in');
    await this.page.getByRole('link', { name: 'Kayıt olun' }).click();
    await this.page.getByRole('heading', { name: 'Kayıt Ol' }).waitFor();
  }

  async fill(who: TSignUp): Promise<void> {
    const page = this.page;
    await page.getByTestId('register-propertyName').fill(who.business);
    await page.getByTestId('register-firstName').fill(who.firstName);
    await page.getByTestId('register-lastName').fill(who.lastName);
    await page.getByTestId('register-email').fill(who.email);
    await page.getByTestId('register-password').fill(SIGN_UP_PASSWORD);
    await page.getByTestId('register-jobTitleId').click();
    await page.getByRole('option', { name: 'İşletme sahibi' }).click();
    await page.getByTestId('register-phone').fill('90 532 123 45 67');
    await page.getByTestId('register-website').fill('cicekci.com.tr');
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Kayıt ol' }).click();
  }

  /** Opens the link e-mailed to `email`. */
  async openConfirmation(email: string): Promise<void> {
    const link = confirmationLinkIn((await mailFromDir(inject('mailDir'), email)).raw);
    await this.page.goto(`${link.pathname}${link.search}`);
    await this.page.getByRole('heading', { name: 'Kaydınızı onaylayın' }).waitFor();
  }

  /** Opens the e-mailed link and confirms: the owner lands on the plan step, signed in. */
  async confirmFromMail(email: string): Promise<void> {
    await this.openConfirmation(email);
    await this.page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
    await this.page.getByRole('heading', { name: 'Planınızı seçin' }).waitFor();
  }

  /** The whole sign-up through the pages, up to the plan step. */
  async signUp(who: TSignUp): Promise<void> {
    await this.open();
    await this.fill(who);
    await this.submit();
    await this.page.getByText('E-postanızı kontrol edin').first().waitFor();
    await this.confirmFromMail(who.email);
  }
}

/** The plan and card step at /register/plan. */
export class PlanPaymentPage {
  constructor(private readonly page: Page) {}

  async fillCard(card: { number: string; expiry: string; cvv: string }): Promise<void> {
    await this.page.getByTestId('card-holderName').fill('ŞULE ÇAĞLAR');
    await this.page.getByTestId('card-number').fill(card.number);
    await this.page.getByTestId('card-expiry').fill(card.expiry);
    await this.page.getByTestId('card-cvv').fill(card.cvv);
  }

  async pay(): Promise<void> {
    await this.page.getByTestId('card-pay').click();
  }

  /** An expiry two years ahead, as MM/YY. */
  static futureExpiry(): string {
    return `09/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  }
}
