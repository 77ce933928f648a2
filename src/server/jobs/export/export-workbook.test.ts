import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExportDocument } from '../../modules/invoice/invoice-export.public';
import { readXlsx } from './export-mail.test-support';
import { createExportWorkbook } from './export-workbook';

const doc = (i: number, currencyCode = 'TRY'): TExportDocument => ({
  storeName: 'Kadıköy',
  docType: 2,
  invoiceType: 1,
  invoiceNo: `KDK2026${String(i).padStart(9, '0')}`,
  invoiceDate: '2026-11-02',
  scenarioType: 1,
  ettn: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  posUserFullName: 'Ayşe Kasiyer',
  deviceDescription: 'Kasa 1',
  deviceSerialNumber: 'PB0000000001',
  totalPayAmount: `${i}.50`,
  currencyCode,
  status: 3,
  gibStatusCode: 1300,
  gibStatusText: 'BAŞARIYLA TAMAMLANDI',
  responseState: null,
  responseMessage: null,
});

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'posbelge-workbook-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('export workbook (the writer thread)', () => {
  it('writes every batch in order, each money cell in its own currency', async () => {
    const file = path.join(dir, 'ok.xlsx');
    const workbook = createExportWorkbook(file, 'tr');
    // More batches than the writer takes ahead: add must wait for room, never drop one.
    for (let batch = 0; batch < 5; batch++) {
      await workbook.add([doc(batch * 2 + 1), doc(batch * 2 + 2, batch === 3 ? 'USD' : 'TRY')]);
    }
    await workbook.finish();
    const { rows, formats } = await readXlsx(await fs.readFile(file));
    expect(rows.slice(1).map((r) => r[2])).toEqual(
      Array.from({ length: 10 }, (_, i) => `KDK2026${String(i + 1).padStart(9, '0')}`),
    );
    expect(rows[8]?.[8]).toBe(8.5);
    expect(formats[8]?.[8]).toBe('#,##0.00 "USD"');
    expect(formats[7]?.[8]).toBe('#,##0.00 "TRY"');
    expect(formats[1]?.[3]).toBe('dd-mm-yyyy');
  });

  it('lets the zip catch up after each batch, so the sheet never piles up in memory', async () => {
    const workbook = createExportWorkbook(path.join(dir, 'many.xlsx'), 'tr');
    // ~9 MB of sheet XML: without waiting for the zip, all of it waited in the zip's input.
    for (let batch = 0; batch < 30; batch++) {
      await workbook.add(Array.from({ length: 500 }, (_, i) => doc(batch * 500 + i)));
    }
    await workbook.finish();
    // Seen at all (the measure still reaches exceljs's stream), and bounded to ~2 MB + a batch.
    expect(workbook.peakZipBacklog()).toBeGreaterThan(0);
    expect(workbook.peakZipBacklog()).toBeLessThan(3 * 1024 * 1024);
  });

  it('fails the export with a reason when the file cannot be written, instead of hanging', async () => {
    const workbook = createExportWorkbook(path.join(dir, 'missing', 'x.xlsx'), 'tr');
    const run = (async () => {
      await workbook.add([doc(1)]);
      await workbook.finish();
    })();
    await expect(run).rejects.toThrow(/writer/);
    await workbook.close();
  });
});
