import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

describe('side panels', () => {
  const t = useBrowser();

  it('open from the view parameter and close by the close button or the overlay', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');

    await t.page.goto('/organisation/tenant?page=1&size=10&view=add');
    const panel = t.page.getByRole('dialog', { name: 'Yeni İşletme Oluşturma' });
    await panel.waitFor();
    expect((await panel.boundingBox())?.width).toBe(420);
    await panel.getByRole('button', { name: 'Kapat' }).click();
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    await panel.waitFor({ state: 'hidden' });

    await t.page.goto('/organisation/tenant?page=1&size=10#view=add');
    await panel.waitFor();
    await t.page.mouse.click(100, 400);
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    await panel.waitFor({ state: 'hidden' });
  });
});
