import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { DocumentsPage, isoOfListDate } from '../support/pages/documents-page';
import { SignInPage } from '../support/pages/sign-in-page';

const LIST = '/invoice/documents?page=1&size=10';

describe('the document list in English', () => {
  const t = useBrowser();

  it('filters by type and number, sorts by date both ways, pages and comes back by URL', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await shell.switchLanguage('EN');
    const docs = new DocumentsPage(t.page);
    await docs.open();
    await t.page.getByRole('columnheader', { name: /Invoice date/ }).waitFor();

    await docs.pickDocType('E-Archive');
    await waitForPath(t.page, `${LIST}&filter=docType%3A2%3Aeq`);
    await expect
      .poll(async () =>
        (await docs.column('docType')).every((text) => text.startsWith('E-Archive')),
      )
      .toBe(true);
    const invoiceNo = (await docs.rows().nth(2).getAttribute('data-invoice-no')) ?? '';
    await t.page.getByLabel('Invoice no', { exact: true }).fill(invoiceNo);
    await waitForPath(
      t.page,
      `${LIST}&filter=docType%3A2%3Aeq%2CinvoiceNo%3A${invoiceNo}%3Asearch`,
    );
    await expect.poll(() => docs.column('invoiceNo')).toEqual([invoiceNo]);
    await t.page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForPath(t.page, LIST);
    await expect.poll(() => docs.rows().count()).toBe(10);

    const newest = await docs.column('invoiceDate');
    const header = t.page.getByRole('button', { name: /Invoice date/ });
    await header.click();
    await waitForPath(t.page, `${LIST}&sort=invoiceDate%3Aasc`);
    await expect.poll(async () => (await docs.column('invoiceDate'))[0]).not.toBe(newest[0]);
    const ascending = (await docs.column('invoiceDate')).map(isoOfListDate);
    expect(ascending).toEqual([...ascending].sort());
    await header.click();
    await waitForPath(t.page, `${LIST}&sort=invoiceDate%3Adesc`);
    await expect
      .poll(async () => (await docs.column('invoiceDate')).map(isoOfListDate)[0])
      .not.toBe(ascending[0]);
    const descending = (await docs.column('invoiceDate')).map(isoOfListDate);
    expect(descending).toEqual([...descending].sort().reverse());

    const firstPage = await docs.rowIds();
    await t.page.getByRole('button', { name: '2', exact: true }).click();
    const second = '/invoice/documents?page=2&size=10&sort=invoiceDate%3Adesc';
    await waitForPath(t.page, second);
    await expect.poll(() => docs.rowIds()).not.toEqual(firstPage);
    const secondPage = await docs.rowIds();
    await t.page.goto(`${LIST}&sort=invoiceDate%3Adesc`);
    await expect.poll(() => docs.rowIds()).toEqual(firstPage);
    await t.page.goBack();
    await waitForPath(t.page, second);
    await expect.poll(() => docs.rowIds()).toEqual(secondPage);
    await t.page.reload();
    await expect.poll(() => docs.rowIds()).toEqual(secondPage);
    expect(await t.page.getByTestId('filter-chips').textContent()).toContain('Invoice date:');
  });
});
