import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/modules/reports/reports.test-support';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { ReportsPage } from '../support/pages/reports-page';
import { SignInPage } from '../support/pages/sign-in-page';

const OWNER = 'owner@anadolu.posbelge.test';
const REPORT = 'E-Belge Durum Raporu';
// The demo data's documents lie within the last months; a year covers them all.
const day = (d: Date) => d.toISOString().slice(0, 10);
const END = day(new Date());
const START = day(new Date(Date.now() - 365 * 86_400_000));

describe('downloading a report (spec §7 file downloader)', () => {
  const t = useBrowser();

  it('gives the owner a PDF with Turkish text and an .xlsx that reads back', async () => {
    const { page } = t;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(OWNER);
    await waitForPath(page, '/dashboard?page=1&size=10');
    const reports = new ReportsPage(page);
    await reports.open();
    await reports.choose(REPORT);
    await reports.setPeriod(START, END);

    const pdf = await reports.download();
    await page.getByText('Rapor bilgisyarınıza indiriliyor.', { exact: true }).first().waitFor();
    expect(pdf.suggestedFilename()).toMatch(/^ebelge-durum-.*\.pdf$/);
    const text = pdfText(fs.readFileSync((await pdf.path()) ?? ''));
    expect(text).toContain(REPORT);
    expect(text).toContain('Anadolu Market A.Ş.');
    expect(text).toMatch(/E-Arşiv\s+Gönderildi/);

    await reports.chooseFormat('Excel (.xlsx)');
    const xlsx = await reports.download();
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path()) ?? '');
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.[0]).toBe(REPORT);
    const header = rows.findIndex((r) => r[0] === 'Belge tipi');
    expect(rows[header]).toEqual(['Belge tipi', 'Durum', 'Para birimi', 'Belge', 'Tutar']);
    const body = rows.slice(header + 1);
    expect(body.length).toBeGreaterThan(0);
    expect(body.some((r) => r[0] === 'E-Arşiv' && r[1] === 'Gönderildi')).toBe(true);
    expect(body.every((r) => typeof r[3] === 'number' && typeof r[4] === 'number')).toBe(true);
  });
});
