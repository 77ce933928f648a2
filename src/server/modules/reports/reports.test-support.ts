import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { TTestApp } from '../../test/app';
import { PDFTOTEXT_PATH } from '../../test/debian-tools';

export type THeaders = { authorization: string };

/** The report's id by its code in the seeded (or test-made) catalogue. */
export async function reportIdOf(t: TTestApp, code: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('select id from reports where code = $1', [
    code,
  ]);
  if (!rows[0]) throw new Error(`no report ${code}`);
  return rows[0].id;
}

/** Spec §7's flow: the config, then the file from its URL with its bearer token. */
export async function downloadReport(
  t: TTestApp,
  headers: THeaders,
  query: Record<string, string>,
) {
  const config = await t.app.inject({
    method: 'GET',
    url: `/internal/file-downloader/config?${new URLSearchParams(query).toString()}`,
    headers,
  });
  if (config.statusCode !== 200) return { config, file: null };
  const { backendRequestUrl, accessToken } = config.json<{
    backendRequestUrl: string;
    accessToken: string;
  }>();
  const file = await t.app.inject({
    method: 'GET',
    url: backendRequestUrl,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { config, file, backendRequestUrl, accessToken };
}

/** The text of a PDF as Debian's pdftotext reads it (an implementation that is not ours). */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posbelge-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT_PATH, ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every row of the first sheet as cell values (the title lines first). */
export async function xlsxRows(xlsx: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
