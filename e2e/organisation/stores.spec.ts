import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const VALID_VKN = '1234567890';
const INVALID_VKN = '1234567891';

async function openStores(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open();
  // The owner's tenant is selected automatically on sign-in.
  await signIn.signIn('owner@anadolu.posbelge.test');
  await waitForPath(page, '/dashboard?page=1&size=10');
  await page.goto('/organisation/stores?page=1&size=10');
  await page.getByRole('heading', { name: 'Şubeler' }).waitFor();
}

describe('stores', () => {
  const t = useBrowser();

  it('refuses an invalid VKN with a field error, saves a valid one and lists it', async () => {
    await openStores(t.page);
    const name = `E2E Şube ${Date.now().toString(36)}`;
    await t.page.getByTestId('store-add').click();
    const panel = t.page.getByRole('dialog', { name: 'Yeni Şube Oluşturma' });
    await panel.waitFor();
    await panel.getByTestId('store-name').fill(name);
    await panel.getByTestId('store-taxNo').fill(INVALID_VKN);
    await panel.getByTestId('store-phone').fill('2161234567');
    await panel.getByTestId('store-save').click();
    await panel.getByText('Geçerli bir VKN (10 hane) veya TCKN (11 hane) girin.').waitFor();

    await panel.getByTestId('store-taxNo').fill(VALID_VKN);
    const saved = t.page.waitForResponse(
      (r) => r.url().endsWith('/api/store') && r.request().method() === 'POST',
    );
    await panel.getByTestId('store-save').click();
    expect((await saved).status()).toBe(200);
    // The toast closes itself after 4 s: watch for it while the panel closes.
    await Promise.all([
      t.page.getByText('Şube oluşturuldu.').waitFor(),
      panel.waitFor({ state: 'hidden' }),
    ]);

    await t.page.getByTestId('stores-search').fill(name);
    const row = t.page.getByTestId('store-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(VALID_VKN);

    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = t.page.getByRole('dialog', { name: 'Şube Düzenleme' });
    await edit.waitFor();
    await expect.poll(() => edit.getByTestId('store-name').inputValue()).toBe(name);
    expect(await edit.getByTestId('store-phone-cc').inputValue()).toBe('90');
    await edit.getByRole('button', { name: 'Kapat' }).click();
    await edit.waitFor({ state: 'hidden' });

    const stored = await t.page.request.get(
      `/api/store/list?searchText=${encodeURIComponent(name)}`,
    );
    const { list } = (await stored.json()) as { list: { phoneNumber: string }[] };
    // Spec §3: the country code (default 90) is kept in the first two characters.
    expect(list[0]?.phoneNumber).toBe('902161234567');
  });

  it('deactivates three stores in one bulk action', async () => {
    await openStores(t.page);
    const prefix = `Toplu ${Date.now().toString(36)}`;
    for (const n of [1, 2, 3]) {
      const res = await t.page.request.post('/api/store', {
        data: { name: `${prefix} ${n}`, taxNo: VALID_VKN },
      });
      expect(res.status()).toBe(200);
    }
    await t.page.getByTestId('stores-search').fill(prefix);
    const rows = t.page.getByTestId('store-row').filter({ hasText: prefix });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    await t.page.getByRole('checkbox', { name: 'Tümünü seç' }).check();
    await t.page.getByText('3 şube seçildi').waitFor();
    await Promise.all([
      t.page.getByText('Şubeler pasifleştirildi.').waitFor(),
      t.page.getByTestId('stores-deactivate').click(),
    ]);
    await expect
      .poll(() => rows.getByTestId('store-status').allTextContents(), { timeout: 10_000 })
      .toEqual(['Pasif', 'Pasif', 'Pasif']);
  });
});
