import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TStore, TStoreCreateInput, TStoreSummary } from '../../src/shared/store/store';
import { DOUBLE_ACCOUNT } from '../../src/server/documents/integrators/izibiz/double/double-state';
import { IZIBIZ_DEMO_PRODUCT } from '../../src/server/db/seed/izibiz-demo';
import { saleBody } from '../../src/server/modules/pos/pos.test-support';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const E_ARSIV = 2;

async function ok<T>(answer: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A store copied from the demo's Merkez store, with its e-Arşiv series and a device, no integrator. */
async function addStore(page: Page) {
  const stores = await ok<{ list: TStoreSummary[] }>(
    await page.request.get('/api/store/list?PageNumber=1&PageSize=10&searchText=Merkez'),
  );
  const model = stores.list.find((s) => s.name.endsWith('Merkez'));
  if (!model) throw new Error('the tenant has no Merkez store to copy');
  const source = await ok<TStore>(await page.request.get(`/api/store?id=${model.id}`));
  const name = `İzibiz ${Date.now().toString(36)}`;
  const body: TStoreCreateInput = {
    name,
    taxNo: source.taxNo ?? '',
    taxOffice: source.taxOffice,
    cityName: source.cityName,
    citySubdivisionName: source.citySubdivisionName,
    streetName: source.streetName,
    buildingNumber: source.buildingNumber,
    countryName: source.countryName,
    invoiceSeries: [
      {
        docType: E_ARSIV,
        prefix: `Y${Math.random().toString(36).slice(2, 4).toUpperCase().padEnd(2, '0')}`,
      },
    ],
  };
  const { id } = await ok<{ id: string }>(await page.request.post('/api/store', { data: body }));
  const device = await ok<{ credential: { credential: string } }>(
    await page.request.post('/api/device', {
      data: { storeId: id, serialNumber: `IZI${Date.now().toString().slice(-9)}` },
    }),
  );
  return { name, credential: device.credential.credential };
}

describe('İzibiz settings of a store', () => {
  const t = useBrowser();

  it('tests the connection (and says why not), then a sale is sent through İzibiz', async () => {
    const { page } = t;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(page, '/dashboard?page=1&size=10');
    const store = await addStore(page);

    await page.goto(`/organisation/stores?page=1&size=10`);
    await page.getByTestId('stores-search').fill(store.name);
    const row = page.getByTestId('store-row').filter({ hasText: store.name });
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Şube Düzenleme' });
    await edit.waitFor();
    await edit.getByTestId(`integrator-${E_ARSIV}-enabled`).check();
    await edit.getByRole('textbox', { name: 'Entegratör', exact: true }).click();
    await page.getByRole('option', { name: IZIBIZ_DEMO_PRODUCT }).click();
    await edit.getByLabel('Entegratör kullanıcı adı').fill(DOUBLE_ACCOUNT.username);
    const password = edit.getByTestId(`integrator-${E_ARSIV}-password`);
    const result = edit.getByTestId(`integrator-${E_ARSIV}-check-result`);

    await password.fill('yanlış-şifre');
    await edit.getByTestId(`integrator-${E_ARSIV}-check`).click();
    await expect.poll(() => result.textContent()).toContain('kullanıcı adı veya şifre hatalı');

    await password.fill(DOUBLE_ACCOUNT.password);
    await edit.getByTestId(`integrator-${E_ARSIV}-check`).click();
    await expect.poll(() => result.textContent()).toContain('Bağlantı çalışıyor');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/store') && r.request().method() === 'PUT',
    );
    await edit.getByTestId('store-save').click();
    expect((await saved).status()).toBe(200);

    const key = `izibiz-e2e-${Date.now()}`;
    const sale = await ok<{ invoiceNo: string }>(
      await page.request.post('/api/pos/sale-transactions', {
        headers: { authorization: `Device ${store.credential}`, 'idempotency-key': key },
        data: saleBody(key, undefined, {
          transactionTime: new Date(Date.now() - 60_000).toISOString(),
        }),
      }),
    );
    await page.goto('/invoice/documents?page=1&size=10');
    const cell = (column: string) =>
      page
        .locator('tr[data-document-id]')
        .filter({ hasText: sale.invoiceNo })
        .locator(`td[data-column="${column}"]`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('tr[data-document-id]').first().waitFor();
          return `${await cell('status').textContent()} | ${await cell('gibStatus').textContent()}`;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toMatch(/Gönderildi \| 1300 - RAPORLANDI/);
  }, 120_000);
});
