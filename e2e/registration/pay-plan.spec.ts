import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { newSignUp, PlanPaymentPage, RegistrationPage } from '../support/pages/registration-page';

// The sandbox provider's test cards (src/server/payments/sandbox/sandbox-cards.ts).
const APPROVED = '4242 4242 4242 4242';
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';

describe('plan payment', () => {
  const t = useBrowser();

  it('pays with an approved sandbox card and the new owner reaches the tenant list', async () => {
    const { page } = t;
    const who = newSignUp();
    await new RegistrationPage(page).signUp(who);
    const plan = new PlanPaymentPage(page);
    await page.getByTestId('plan-isletme').click();
    await page.getByText('Yıllık (2 ay bizden)').click();
    // 999,00 ₺ × 10 months + 20 % KDV.
    await page.getByTestId('plan-charge').getByText('11.988,00 ₺').waitFor();
    await plan.fillCard({ number: APPROVED, expiry: PlanPaymentPage.futureExpiry(), cvv: '123' });
    await plan.pay();
    await page.getByText('Ödeme alındı, planınız etkinleştirildi.').waitFor();
    await waitForPath(page, '/organisation/tenant?page=1&size=10');
    await page.getByTestId('tenant-row').filter({ hasText: who.business }).waitFor();

    const state = await (await page.request.get('/api/subscription')).json();
    expect(state.subscription).toMatchObject({ planCode: 'isletme', period: 'yearly' });
  });

  it('shows "Payment not received" with the advice for a declined card, and activates nothing', async () => {
    const { page } = t;
    await new RegistrationPage(page).signUp(newSignUp());
    const plan = new PlanPaymentPage(page);
    await plan.fillCard({
      number: INSUFFICIENT_FUNDS,
      expiry: PlanPaymentPage.futureExpiry(),
      cvv: '123',
    });
    await plan.pay();
    const alert = page.getByRole('alert').filter({ hasText: 'Payment not received' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Kart bilgilerinizi veya kart limitinizi kontrol edip yeniden deneyin.',
    );
    expect(new URL(page.url()).pathname).toBe('/register/plan');
    const state = await (await page.request.get('/api/subscription')).json();
    expect(state.subscription).toBeNull();
  });
});
