import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import {
  EXPORT_ROW_FIELDS,
  type TExportRowField,
} from '../../modules/invoice/invoice-export.public';
import { readXlsx } from './export-mail.test-support';
import { writeExportWorkbook, type TExportRowSource } from './export-workbook';

// Rows of the export's shape made up by the database itself (row i, in order), so these tests
// exercise the writer thread's own cursor without tenants or documents.
const ROW: Record<TExportRowField, string> = {
  storeName: `'Kadıköy'`,
  docType: '2',
  invoiceType: '1',
  invoiceNo: `'KDK2026' || lpad(i::text, 9, '0')`,
  invoiceDate: `date '2026-11-02'`,
  scenarioType: '1',
  ettn: `'00000000-0000-4000-8000-' || lpad(i::text, 12, '0')`,
  posUserFullName: `'Ayşe Kasiyer'`,
  deviceDescription: `'Kasa 1'`,
  deviceSerialNumber: `'PB0000000001'`,
  totalPayAmount: `(i || '.50')::numeric(14, 2)`,
  currencyCode: `case when i = any($2::int[]) then 'USD' else 'TRY' end`,
  status: '3',
  gibStatusCode: '1300',
  gibStatusText: `'BAŞARIYLA TAMAMLANDI'`,
  responseState: 'null::smallint',
  responseMessage: 'null::text',
};

let db: TTestDatabase;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'posbelge-workbook-'));
});
afterAll(async () => {
  await db.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

function source(rows: number, batchSize: number, inUsd: number[] = []): TExportRowSource {
  const select = EXPORT_ROW_FIELDS.map((field) => ROW[field]).join(', ');
  return {
    connection: { connectionString: db.url, application_name: 'posbelge-test' },
    statements: {
      setup: 'select 1',
      begin: 'begin transaction read only',
      declare: {
        text: `declare rows no scroll cursor for
               select ${select} from generate_series(1, $1::int) as i order by i`,
        params: [rows, inUsd],
      },
      fetch: `fetch forward ${batchSize} from rows`,
      batchSize,
      end: 'commit',
    },
  };
}

describe('export workbook (the writer thread and its cursor)', () => {
  it('writes every batch in order, each money cell in its own currency', async () => {
    const file = path.join(dir, 'ok.xlsx');
    // Several batches, the last one short: none dropped, none read twice.
    const workbook = writeExportWorkbook(file, 'tr', source(11, 2, [8]));
    expect(await workbook.finished).toBe(11);
    await workbook.close();
    const { rows, formats } = await readXlsx(await fs.readFile(file));
    expect(rows.slice(1).map((r) => r[2])).toEqual(
      Array.from({ length: 11 }, (_, i) => `KDK2026${String(i + 1).padStart(9, '0')}`),
    );
    expect(rows[1]?.slice(0, 2)).toEqual(['Kadıköy', 'E-Arşiv']);
    expect((rows[1]?.[3] as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(rows[1]?.[10]).toBe('1300 - BAŞARIYLA TAMAMLANDI');
    expect(rows[8]?.[8]).toBe(8.5);
    expect(formats[8]?.[8]).toBe('#,##0.00 "USD"');
    expect(formats[7]?.[8]).toBe('#,##0.00 "TRY"');
    expect(formats[1]?.[3]).toBe('dd-mm-yyyy');
  });

  it('lets the zip catch up after each batch, so the sheet never piles up in memory', async () => {
    // ~9 MB of sheet XML: without waiting for the zip, all of it waited in the zip's input.
    const workbook = writeExportWorkbook(path.join(dir, 'many.xlsx'), 'tr', source(15_000, 500));
    expect(await workbook.finished).toBe(15_000);
    await workbook.close();
    // Seen at all (the measure still reaches exceljs's stream), and bounded to ~2 MB + a batch.
    expect(workbook.peakZipBacklog()).toBeGreaterThan(0);
    expect(workbook.peakZipBacklog()).toBeLessThan(3 * 1024 * 1024);
  });

  it('fails the export with a reason when the file cannot be written, instead of hanging', async () => {
    const workbook = writeExportWorkbook(path.join(dir, 'missing', 'x.xlsx'), 'tr', source(1, 2));
    await expect(workbook.finished).rejects.toThrow(/writer/);
    await workbook.close();
  });

  it('fails the export with the reason when the rows cannot be read', async () => {
    const broken = source(1, 2);
    broken.statements.fetch = 'fetch forward 2 from no_such_cursor';
    const workbook = writeExportWorkbook(path.join(dir, 'unread.xlsx'), 'tr', broken);
    await expect(workbook.finished).rejects.toThrow(/writer failed: .*no_such_cursor/);
    await workbook.close();
  });
});
