import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { mailFromDir } from '../../src/server/test/smtp-inbox';
import { readXlsx, xlsxAttachment } from '../../src/server/jobs/export/export-mail.test-support';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';
import { LANGUAGE_RUNS, chooseLanguage } from '../support/languages';

const OWNER = 'owner@anadolu.posbelge.test';
const FILTER = 'docType:2:eq';
const SORT = 'invoiceDate:asc';

type TListRow = {
  storeName: string;
  invoiceNo: string | null;
  invoiceDate: string;
  ettn: string;
  totalPayAmount: string;
};

/** Mails the inbox holds so far, so a run reads its own mail and not the other run's. */
function mailCount(dir: string): number {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')).length : 0;
}

// The workbook is written in the language of the screen the export was asked from.
describe.each(LANGUAGE_RUNS)('document export ($language)', ({ language, t: T }) => {
  const t = useBrowser();
  const E = T.exportDialog;

  it('mails the filtered list as an .xlsx over SMTP whose rows equal the list API’s', async () => {
    const { page } = t;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(OWNER);
    await waitForPath(page, '/dashboard?page=1&size=10');
    await chooseLanguage(page, language);
    const mailDir = inject('mailDir');
    const mailsBefore = mailCount(mailDir);
    const search = `page=1&size=10&sort=${encodeURIComponent(SORT)}&filter=${encodeURIComponent(FILTER)}`;
    await page.goto(`/invoice/documents?${search}`);

    await page.getByRole('button', { name: E.button }).click();
    const dialog = page.getByRole('dialog', { name: E.title });
    await dialog.waitFor();
    // The screen's chips, in column order: the type, then the default one-month date range.
    const applied = await dialog.getByTestId('export-filter').allTextContents();
    expect(applied).toHaveLength(2);
    expect(applied[0]).toBe(E.docTypeChip);
    expect(applied[1]).toMatch(E.dateChip);
    await dialog.getByRole('button', { name: E.send }).click();
    await page.getByText(E.started, { exact: false }).waitFor();
    await page.getByText(E.done).waitFor({ timeout: 30_000 });

    await expect.poll(() => mailCount(mailDir)).toBeGreaterThan(mailsBefore);
    const mail = await mailFromDir(mailDir, OWNER);
    expect(mail.raw).toMatch(E.fileName);
    const { rows } = await readXlsx(xlsxAttachment(mail.raw));

    const expected: TListRow[] = [];
    for (let p = 1; ; p++) {
      const res = await page.request.get(
        `/api/invoice/list?page=${p}&size=200&filter=${encodeURIComponent(FILTER)}&sort=${SORT}`,
      );
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { list: TListRow[]; pageCount: number };
      expected.push(...body.list);
      if (p >= body.pageCount) break;
    }
    expect(expected.length).toBeGreaterThan(10);
    expect(rows[0]?.[0]).toBe(E.storeHeader);
    const body = rows.slice(1);
    expect(body).toHaveLength(expected.length);
    // Status columns move while the pipeline works; the identity of every row and its order,
    // date and amount do not.
    const asSheet = (r: TListRow) => [
      r.storeName,
      E.eArchive,
      r.invoiceNo ?? '',
      r.invoiceDate,
      r.ettn,
      Number(r.totalPayAmount),
    ];
    const fromSheet = body.map((r) => [
      r[0],
      r[1],
      r[2],
      r[3] instanceof Date ? r[3].toISOString().slice(0, 10) : r[3],
      r[5],
      r[8],
    ]);
    expect(fromSheet).toEqual(expected.map(asSheet));
  });
});
