import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

describe('opening the app', () => {
  const t = useBrowser();

  it('shows the sign-in page in Turkish at /', async () => {
    await t.page.goto('/');
    const heading = t.page.getByRole('heading', { name: 'Giriş Yap' });
    await heading.waitFor();
    expect(await t.page.getByLabel('E-posta').isVisible()).toBe(true);
    expect(await t.page.getByLabel('Şifre').isVisible()).toBe(true);
    expect(await t.page.title()).toContain('posbelge');
  });

  it('serves the SPA for deep links and the 404 page for unknown paths', async () => {
    const res = await t.page.goto('/nope');
    expect(res?.status()).toBe(200);
    await t.page.getByText('404').first().waitFor();
  });
});
