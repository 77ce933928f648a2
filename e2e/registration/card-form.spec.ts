import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { newSignUp, PlanPaymentPage, RegistrationPage } from '../support/pages/registration-page';

describe('card form', () => {
  const t = useBrowser();

  it("shows spec §5's three messages, as written, in Turkish and in English", async () => {
    const { page } = t;
    await new RegistrationPage(page).signUp(newSignUp());
    const plan = new PlanPaymentPage(page);
    await plan.fillCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' });
    await plan.pay();
    for (const message of [
      'valid credit card number',
      'valid date',
      'Please type a valid CVV number',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The language switch of the sign-in screens' frame: the messages stay as the spec wrote them.
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    for (const message of [
      'valid credit card number',
      'valid date',
      'Please type a valid CVV number',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
  });
});
