import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeVkn } from '../../src/shared/domain/tax-id';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

type TRow = {
  documentId: string;
  ettn: string;
  docType: number;
  status: number;
  gibStatusCode: number | null;
  isResendable: boolean;
  invoiceNo: string | null;
};

// Rejected while processing: nothing of the document is registered at GİB, so it is correctable.
const REJECTED = [1150, 1160, 1177];

/** A failed e-Arşiv of the demo data that GİB rejected while processing. */
async function failedDocument(page: Page): Promise<TRow> {
  const res = await page.request.get(
    '/api/invoice/list?page=1&size=200&filter=status%3A6%3Aeq,docType%3A2%3Aeq',
  );
  expect(res.status()).toBe(200);
  const { list } = (await res.json()) as { list: TRow[] };
  const row = list.find(
    (r) => r.isResendable && r.gibStatusCode !== null && REJECTED.includes(r.gibStatusCode),
  );
  if (!row) throw new Error(`no correctable failed document among ${list.length}`);
  return row;
}

async function documentRow(page: Page, invoiceNo: string): Promise<TRow | undefined> {
  const filter = encodeURIComponent(`invoiceNo:${invoiceNo}:search`);
  const res = await page.request.get(`/api/invoice/list?page=1&size=10&filter=${filter}`);
  return ((await res.json()) as { list: TRow[] }).list[0];
}

describe('correct and resend', () => {
  const t = useBrowser();

  it('corrects the buyer of a failed document, which then ends in 1300 carrying it', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    const doc = await failedDocument(t.page);
    const invoiceNo = doc.invoiceNo ?? '';

    const filter = encodeURIComponent(`invoiceNo:${invoiceNo}:search`);
    const view = encodeURIComponent(`resend:${doc.documentId}`);
    await t.page.goto(`/invoice/documents?page=1&size=10&filter=${filter}&view=${view}`);
    const panel = t.page.getByRole('dialog', { name: 'Belgeyi Düzelt ve Gönder' });
    await panel.waitFor();
    await panel.getByText(invoiceNo).waitFor();
    // Amounts and lines are shown, not edited.
    await panel.getByTestId('resend-amounts').waitFor();
    expect(await panel.getByTestId('resend-amounts').locator('input').count()).toBe(0);

    const taxNo = panel.getByLabel('VKN / TCKN');
    await taxNo.fill('1234567801');
    await panel.getByRole('button', { name: 'Kaydet ve Gönder' }).click();
    await panel.getByText('Geçerli bir VKN (10 hane) veya TCKN (11 hane) giriniz.').waitFor();

    // A VKN unlikely to be in the demo GİB user list: an e-Arşiv must not go to an e-Fatura user.
    const vkn = makeVkn(Math.random);
    const name = `Düzeltilmiş Alıcı ${Date.now().toString(36)} A.Ş.`;
    await taxNo.fill(vkn);
    await panel.getByLabel('Alıcı adı / unvanı').fill(name);
    await panel.getByLabel('Ad', { exact: true }).fill('');
    await panel.getByLabel('Soyad').fill('');
    await panel.getByRole('button', { name: 'Kaydet ve Gönder' }).click();
    await t.page.getByText('Belge yeniden gönderilmek üzere sıraya alındı.').waitFor();
    await panel.waitFor({ state: 'hidden' });
    expect(new URL(t.page.url()).searchParams.get('view')).toBeNull();

    await expect
      .poll(async () => (await documentRow(t.page, invoiceNo))?.gibStatusCode, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1300);
    const after = await documentRow(t.page, invoiceNo);
    expect(after).toMatchObject({ status: 2, ettn: doc.ettn, invoiceNo });
    const ubl = await t.page.request.get(`/api/invoice/ubl?ettn=${doc.ettn}`);
    expect(ubl.status()).toBe(200);
    const xml = await ubl.text();
    expect(xml).toContain(name);
    expect(xml).toContain(vkn);
    expect(xml).toContain(invoiceNo);
  });
});
