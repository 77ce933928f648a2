import fs from 'node:fs';

export type TTaxOfficeRow = { muhBirCode: string; cityCode: number; town: string; name: string };

const SUFFIXES: Record<string, string> = {
  VD: 'Vergi Dairesi Müdürlüğü',
  MM: 'Malmüdürlüğü',
};

/** Reads data/tax-offices.txt (source and format in its header). */
export function taxOfficeRows(
  file: URL = new URL('./data/tax-offices.txt', import.meta.url),
): TTaxOfficeRow[] {
  const rows: TTaxOfficeRow[] = [];
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [code, town, short] = line.split('|');
    if (!code || !/^\d{5}$/.test(code) || !town || !short) {
      throw new Error(`tax-offices.txt: bad line "${line}"`);
    }
    const suffix = SUFFIXES[short.slice(-2)];
    const name =
      short.endsWith(` ${short.slice(-2)}`) && suffix ? `${short.slice(0, -3)} ${suffix}` : short;
    rows.push({ muhBirCode: code, cityCode: Number(code.slice(0, 2)), town, name });
  }
  return rows;
}
