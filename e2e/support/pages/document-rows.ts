import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { istanbulDay, minusDays } from '../../../src/shared/format/istanbul-time';
import type { TDocumentRow } from '../../../src/shared/invoice/document-list';
import { AppShellPage, waitForPath } from './app-shell-page';
import { SignInPage } from './sign-in-page';

/** The documents list's rows and their "⋮" menu, found by the list's row test ids. */
export async function signIn(page: Page): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn('owner@anadolu.posbelge.test');
  await waitForPath(page, '/dashboard?page=1&size=10');
}

export const today = istanbulDay(new Date());

/**
 * Seeded documents of the signed-in tenant, straight from the list API the screen uses; over the
 * seed's whole 13 months unless the filter names its own dates.
 */
export async function documents(page: Page, filter: string): Promise<TDocumentRow[]> {
  const dated = filter.includes('invoiceDate:')
    ? filter
    : `${filter},invoiceDate:${minusDays(today, 400)}~${today}:range`;
  const res = await page.request.get(
    `/api/invoice/list?page=1&size=200&filter=${encodeURIComponent(dated)}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { list: TDocumentRow[] }).list;
}

export async function pick(
  page: Page,
  filter: string,
  test: (r: TDocumentRow) => boolean = () => true,
) {
  const found = (await documents(page, filter)).find(test);
  if (!found) throw new Error(`no seeded document for ${filter}`);
  return found;
}

/** The list showing just this document: its table row, or its card on a phone. */
export async function openRow(page: Page, doc: TDocumentRow) {
  const day = doc.invoiceDate;
  await page.goto(
    `/invoice/documents?page=1&size=10&filter=ettn%3A${doc.ettn}%3Asearch,invoiceDate%3A${day}~${day}%3Arange`,
  );
  const row = page.locator(`[data-document-id="${doc.documentId}"]`);
  await row.waitFor();
  return row;
}

/** The row's "⋮" button, named in either language. */
export function rowMenuButton(page: Page, doc: TDocumentRow) {
  return page
    .locator(`[data-document-id="${doc.documentId}"]`)
    .getByRole('button', { name: /^(İşlemler|Actions)$/ });
}

export async function choose(page: Page, doc: TDocumentRow, item: string): Promise<void> {
  await rowMenuButton(page, doc).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Waits for the toast, then closes it so the next check cannot see a stale one. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.mantine-Notification-root', { hasText: text });
  await toast.first().waitFor();
  await toast.first().getByRole('button').click();
  await toast.first().waitFor({ state: 'detached' });
}

export async function refusal(page: Page, doc: TDocumentRow, item: string, text: string) {
  await choose(page, doc, item);
  await expectToast(page, text);
}

/** A device in the Merkez store, added through the Devices screen, and its one-time credential. */
export async function newDeviceCredential(page: Page): Promise<string> {
  const shell = new AppShellPage(page);
  await shell.pick('store-selector', 'Merkez', 'Anadolu Market Merkez');
  await shell.confirmScopeChange();
  await page.goto('/devices?page=1&size=10');
  await page.getByTestId('devices-table').waitFor();
  await page.getByRole('button', { name: 'Yeni Cihaz Ekleme' }).click();
  const panel = page.getByRole('dialog', { name: 'Yeni Cihaz Ekleme' });
  await panel.getByLabel('Seri Numarası').fill(`RA${Date.now().toString().slice(-10)}`);
  await panel.getByRole('button', { name: 'Kaydet' }).click();
  const modal = page.getByRole('dialog', { name: 'Cihaz API Anahtarı' });
  const credential = (await modal.getByTestId('device-credential').textContent()) ?? '';
  await modal.getByRole('button', { name: 'Kopyaladım, kapat' }).click();
  return credential;
}
