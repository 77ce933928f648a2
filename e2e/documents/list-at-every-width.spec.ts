import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TDocumentRow } from '../../src/shared/invoice/document-list';
import { SCREENSHOT_DIR, useBrowser } from '../support/browser';
import { LANGUAGE_RUNS, TURKISH, chooseLanguage } from '../support/languages';
import { choose, documents, rowMenuButton, signIn } from '../support/pages/document-rows';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1440, height: 900 },
] as const;

/** Whether the element lies wholly inside the viewport, at the scroll position it has now. */
async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width;
}

describe.each(LANGUAGE_RUNS)('the documents list at every width ($language)', (run) => {
  const { language, t: T } = run;
  const t = useBrowser();

  it.each(SIZES)('finds, opens and resends a failed document at $width px', async (size) => {
    const { page } = t;
    await page.setViewportSize(size);
    await signIn(page);
    await chooseLanguage(page, language);
    // The oldest failed e-Arşiv documents, one per language and size: no run resends another's.
    const failed = (await documents(page, 'status:6:eq,docType:2:eq')).filter(
      (r) => r.isResendable && r.failureReason !== null && r.invoiceNo !== null,
    );
    const which = LANGUAGE_RUNS.indexOf(run) * SIZES.length + SIZES.indexOf(size);
    const doc = failed.at(-1 - which);
    if (!doc?.invoiceNo) throw new Error('too few failed documents in the demo data');

    // Found by its number, typed into the search box, over the day it was issued.
    const day = encodeURIComponent(`invoiceDate:${doc.invoiceDate}~${doc.invoiceDate}:range`);
    await page.goto(`/invoice/documents?page=1&size=10&filter=${day}`);
    await page.getByLabel(T.list.invoiceNo).fill(doc.invoiceNo);
    const row = page.locator(`[data-document-id="${doc.documentId}"]`);
    await row.waitFor();
    await expect.poll(() => page.locator('[data-document-id]').count()).toBe(1);
    await row.getByText(T.status.failed).waitFor();

    const menu = rowMenuButton(page, doc);
    expect(await inViewport(page, menu)).toBe(true);
    expect(await inViewport(page, row.getByTestId('document-status'))).toBe(true);
    if (size.name === 'desk') {
      // Status and ⋮ in view without scrolling.
      const scroller = page.getByTestId('documents-scroll');
      expect(await scroller.evaluate((e) => e.scrollLeft)).toBe(0);
      const scrollerBox = await scroller.boundingBox();
      for (const cell of ['status', 'gibStatus', 'totalPayAmount', 'invoiceDate', 'invoiceNo']) {
        const box = await row.locator(`td[data-column="${cell}"]`).boundingBox();
        expect(box && scrollerBox && box.x + box.width <= scrollerBox.x + scrollerBox.width).toBe(
          true,
        );
      }
    } else {
      expect(await page.getByTestId('documents-cards').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
    }
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `documents-list-${size.name}-${language}.png`),
    });

    await choose(page, doc, T.menu.info);
    const info = page.getByRole('dialog', { name: T.infoTitle });
    await info.getByText(doc.failureReason ?? '').waitFor();
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    await choose(page, doc, T.menu.send);
    const panel = page.getByRole('dialog', { name: T.correction.title });
    await panel.getByText(doc.invoiceNo).waitFor();
    await panel
      .getByRole('button', { name: new RegExp(`^(${T.correction.save}|${T.correction.send})$`) })
      .click();
    await page.getByText(T.correction.queued).waitFor();
  });
});

describe('the other lists on a phone', () => {
  const t = useBrowser();

  it('shows Tüm İşlemler, stores and users as cards; a sale opens from its card', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/invoice/all-invoices?page=1&size=10');
    const sale = page.getByTestId('sale-transactions-cards').getByRole('listitem').first();
    await sale.locator('[data-card-open]').click();
    await page.getByRole('dialog', { name: 'İşlem Ayrıntıları' }).waitFor();
    for (const [path, cards] of [
      ['/organisation/stores?page=1&size=10', 'stores-cards'],
      ['/users/active-users?page=1&size=10', 'users-cards'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(cards).getByRole('listitem').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
  });
});

describe('paging and columns of the documents list', () => {
  const t = useBrowser();

  it('shows the requested page at once, veils the rows until it arrives; keeps hidden columns', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A slow API: the second page's answer waits until the loading state has been seen. The first
    // page's rows all read "Henüz İşlenmedi", the longest status, which was cut to "HENÜZ İŞLENM…".
    await page.route(
      (url) => url.pathname === '/api/invoice/list',
      async (route) => {
        if (new URL(route.request().url()).searchParams.get('page') === '2') {
          await held;
          return route.continue();
        }
        const res = await route.fetch();
        const body = (await res.json()) as { list: TDocumentRow[] };
        const list = body.list.map((r) => ({ ...r, status: 1 }));
        return route.fulfill({ response: res, json: { ...body, list } });
      },
    );
    await page.goto('/invoice/documents?page=1&size=10');
    const rows = page.locator('tr[data-document-id]');
    await rows.first().waitFor();
    const firstPage = await rows.evaluateAll((r) => r.map((e) => e.dataset.documentId));
    const labels = page.getByTestId('document-status').locator('.mantine-Badge-label');
    expect(await labels.first().textContent()).toBe('Henüz İşlenmedi');
    const cut = await labels.evaluateAll((all) =>
      all.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    const pager = page.getByTestId('list-pager');
    await pager.getByRole('button', { name: TURKISH.list.page(2), exact: true }).click();

    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    const loading = page.getByTestId('list-loading');
    await loading.waitFor();
    expect(await loading.getAttribute('aria-label')).toBe('Yükleniyor…');
    expect(await rows.evaluateAll((r) => r.map((e) => e.dataset.documentId))).toEqual(firstPage);
    release();
    await loading.waitFor({ state: 'detached' });
    const secondPage = await rows.evaluateAll((r) => r.map((e) => e.dataset.documentId));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A column hidden from Sütunlar stays hidden for this user until the defaults come back.
    const ettn = page.locator('tr[data-document-id] td[data-column="ettn"]');
    await ettn.first().waitFor();
    await page.getByTestId('column-chooser').click();
    await page.getByRole('checkbox', { name: 'ETTN' }).uncheck();
    await ettn.first().waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('tr[data-document-id]').first().waitFor();
    expect(await ettn.count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Durum', exact: true }).isVisible()).toBe(
      true,
    );
    await page.getByTestId('column-chooser').click();
    await page.getByRole('button', { name: 'Varsayılan sütunlar' }).click();
    await ettn.first().waitFor();
  });
});
