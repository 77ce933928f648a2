import { describe, expect, it } from 'vitest';
import type { APIResponse, Page } from 'playwright-core';
import type { TStore, TStoreSummary } from '../../src/shared/store/store';
import { saleBody } from '../../src/server/modules/pos/pos.test-support';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const E_ARSIV = 2;
// Renders every sample of the upload check (numbered in a sample series, XSL…) and fails on each
// real document: it gets past the upload, and only the document's view finds it out.
const EVADER = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <xsl:template match="/"><html><body><p>own</p>
    <xsl:if test="not(starts-with(/*/cbc:ID, 'XSL'))"><xsl:value-of select="error()"/></xsl:if>
  </body></html></xsl:template></xsl:stylesheet>`;

async function ok<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A copy of the demo tenant's Merkez store with the stylesheet for e-Arşiv, and a device in it. */
async function storeWithStylesheet(page: Page, name: string) {
  const stores = await ok<{ list: TStoreSummary[] }>(
    await page.request.get('/api/store/list?PageNumber=1&PageSize=10&searchText=Merkez'),
  );
  const model = stores.list.find((s) => s.name.endsWith('Merkez'));
  if (!model) throw new Error('the demo tenant has no Merkez store');
  const source = await ok<TStore>(await page.request.get(`/api/store?id=${model.id}`));
  const prefix = `Y${Math.random().toString(36).slice(2, 4).toUpperCase().padEnd(2, '0')}`;
  const { id } = await ok<{ id: string }>(
    await page.request.post('/api/store', {
      data: {
        name,
        taxNo: source.taxNo,
        taxOffice: source.taxOffice,
        cityName: source.cityName,
        citySubdivisionName: source.citySubdivisionName,
        streetName: source.streetName,
        countryName: source.countryName,
        docTypeConfigs: [
          { docType: E_ARSIV, xsltMain: Buffer.from(EVADER, 'utf8').toString('base64') },
        ],
        invoiceSeries: [{ docType: E_ARSIV, prefix }],
      },
    }),
  );
  const device = await ok<{ credential: { credential: string } }>(
    await page.request.post('/api/device', {
      data: { storeId: id, serialNumber: `XSL${Date.now().toString().slice(-9)}` },
    }),
  );
  return { credential: device.credential.credential };
}

describe('store stylesheet', () => {
  const t = useBrowser();

  it('shows a stylesheet that failed on a document as broken on the store screen', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    const name = `Bozuk XSLT ${Date.now().toString(36)}`;
    const { credential } = await storeWithStylesheet(t.page, name);

    const key = `broken-xslt-${Date.now()}`;
    const { ettn } = await ok<{ ettn: string }>(
      await t.page.request.post('/api/pos/sale-transactions', {
        headers: { authorization: `Device ${credential}`, 'idempotency-key': key },
        data: saleBody(key, undefined, {
          transactionTime: new Date(Date.now() - 60_000).toISOString(),
        }),
      }),
    );
    // The stylesheet fails on the document: the view is GİB's rendering, never a refusal.
    const view = await t.page.request.get(`/api/invoice/view?ettn=${ettn}`);
    expect(view.status(), await view.text()).toBe(200);

    await t.page.goto('/organisation/stores?page=1&size=10');
    await t.page.getByTestId('stores-search').fill(name);
    const row = t.page.getByTestId('store-row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const edit = t.page.getByRole('dialog', { name: 'Şube Düzenleme' });
    const mark = edit.getByTestId(`integrator-${E_ARSIV}-main-broken`);
    await mark.waitFor();
    expect(await mark.textContent()).toMatch(
      /^Bu XSLT \d{2}\.\d{2}\.\d{4} tarihinde bir belgede hata verdi\. Onu kullanan belgeler GİB'in görünümüyle gösteriliyor; düzeltilmiş bir XSLT yükleyin\.$/,
    );
  }, 180_000);
});
