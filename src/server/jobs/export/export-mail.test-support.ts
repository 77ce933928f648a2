import ExcelJS from 'exceljs';

/** The .xlsx attached to a raw MIME message (as nodemailer writes it: folded headers, base64). */
export function xlsxAttachment(raw: string): Buffer {
  const match =
    /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      raw,
    );
  if (!match?.[1]) throw new Error('no .xlsx attachment in the message');
  return Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

export type TSheetCell = ExcelJS.CellValue;

/** Every row of the first sheet as cell values (header first), and each cell's number format. */
export async function readXlsx(
  bytes: Buffer,
): Promise<{ rows: TSheetCell[][]; formats: string[][]; sheetName: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: TSheetCell[][] = [];
  const formats: string[][] = [];
  sheet.eachRow((row) => {
    const values: TSheetCell[] = [];
    const numFmts: string[] = [];
    for (let i = 1; i <= 12; i++) {
      values.push(row.getCell(i).value);
      numFmts.push(row.getCell(i).numFmt ?? '');
    }
    rows.push(values);
    formats.push(numFmts);
  });
  return { rows, formats, sheetName: sheet.name };
}
