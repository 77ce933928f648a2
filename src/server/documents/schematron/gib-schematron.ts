import fs from 'node:fs';
import path from 'node:path';
import { GibPackageMissingError } from '../gib-dir';
import { compileStylesheet } from '../rendering/sef-compiler';
import { schematronToXslt, type TSchematronForm } from './schematron-xslt';

/** Where GİB's UBL-TR schematron sits inside the package directory (e-FaturaPaketi.zip). */
export const GIB_SCHEMATRON_MAIN = 'e-fatura-paketi/schematron/UBL-TR_Main_Schematron.xml';
const HISTORY = 'e-fatura-paketi/schematron/History.txt';
// Compiling GİB's rules (~300 KB of XSLT) takes ~10 s alone, far longer on a busy machine.
const COMPILE_TIMEOUT_MS = 300_000;

/**
 * GİB's schematron compiled once: its release, and the two SEFs the pipeline's workers run (the
 * verdict over every document, the report over one the verdict fails), named by `key`.
 */
export type TGibSchematron = { release: string; key: string; verdict: string; report: string };

/**
 * The release of the package's rules: the newest date heading (YYYYMMDD) in GİB's History.txt,
 * which lists every rule changed per release; null when the file is absent.
 */
export function gibSchematronRelease(gibDir: string): string | null {
  let history: string;
  try {
    history = fs.readFileSync(path.join(gibDir, HISTORY), 'latin1');
  } catch {
    return null;
  }
  const dates = [...history.matchAll(/^\s*(\d{8})\s*$/gm)].map((m) => m[1] ?? '');
  return dates.sort().at(-1) ?? null;
}

function mainFile(gibDir: string): string {
  const file = path.join(gibDir, GIB_SCHEMATRON_MAIN);
  if (!fs.existsSync(file)) {
    throw new GibPackageMissingError(`GİB's UBL-TR schematron is missing: ${file}`);
  }
  return file;
}

/**
 * Compiles the package's schematron (main, common and code-list files) to its two stylesheets
 * and those to SEF in the stylesheet sandbox, inspected like any stylesheet and kept under
 * `<cacheDir>/xslt` by the hash of their text, so a release is compiled once per machine.
 */
export async function compileGibSchematron(
  gibDir: string,
  cacheDir: string | undefined,
): Promise<TGibSchematron> {
  const main = mainFile(gibDir);
  const compile = (form: TSchematronForm) =>
    compileStylesheet(schematronToXslt(main, form), { cacheDir, timeoutMs: COMPILE_TIMEOUT_MS });
  const verdict = await compile('verdict');
  const report = await compile('report');
  return {
    release: gibSchematronRelease(gibDir) ?? 'unknown',
    key: `${verdict.hash}.${report.hash}`,
    verdict: verdict.sef,
    report: report.sef,
  };
}

const loaded = new Map<string, Promise<TGibSchematron>>();

/** compileGibSchematron once per package directory in this process; a failure is tried again. */
export function gibSchematron(gibDir: string, cacheDir: string | undefined) {
  const key = `${gibDir}\u0000${cacheDir ?? ''}`;
  let found = loaded.get(key);
  if (!found) {
    found = compileGibSchematron(gibDir, cacheDir);
    loaded.set(key, found);
    found.catch(() => loaded.delete(key));
  }
  return found;
}
