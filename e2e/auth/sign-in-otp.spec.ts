import { createGuardrails, generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_OTP_SECRET } from '../../src/server/db/seed/demo-accounts';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const EMAIL = 'otp@anadolu.posbelge.test';
// The demo secret is 10 bytes, as authenticator apps use; otplib wants 16 unless told otherwise.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

function currentCode(): Promise<string> {
  return generate({ secret: DEMO_OTP_SECRET, guardrails });
}

describe('signing in with a one-time code', () => {
  const t = useBrowser();

  it('is refused without a code and with a wrong one, accepted with a valid one', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();

    await signIn.signIn(EMAIL);
    await signIn.errorAlert().waitFor();
    expect(await signIn.errorAlert().textContent()).toContain('Tek kullanımlık kod gerekli.');
    expect(new URL(t.page.url()).pathname).toBe('/');

    const valid = await currentCode();
    const wrong = String((Number(valid) + 500_000) % 1_000_000).padStart(6, '0');
    await signIn.signIn(EMAIL, { otpCode: wrong });
    await t.page.getByText('Tek kullanımlık kod geçersiz.').waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/');

    await signIn.signIn(EMAIL, { otpCode: await currentCode() });
    await waitForPath(t.page, '/dashboard?page=1&size=10');
  });
});
