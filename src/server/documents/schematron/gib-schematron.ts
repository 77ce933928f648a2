import fs from 'node:fs';
import path from 'node:path';
import { GibPackageMissingError } from '../gib-dir';
import { compileStylesheet } from '../rendering/sef-compiler';
import { schematronToXslt } from './schematron-xslt';

/** Where GİB's UBL-TR schematron sits inside the package directory (e-FaturaPaketi.zip). */
export const GIB_SCHEMATRON_MAIN = 'e-fatura-paketi/schematron/UBL-TR_Main_Schematron.xml';
const HISTORY = 'e-fatura-paketi/schematron/History.txt';
// Compiling GİB's rules (~300 KB of XSLT) takes ~10 s alone, far longer on a busy machine.
const COMPILE_TIMEOUT_MS = 300_000;

/** GİB's schematron compiled once: its release and the SEF the pipeline's workers run. */
export type TGibSchematron = { release: string; hash: string; sef: string };

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
 * Compiles the package's schematron (main, common and code-list files) to one stylesheet and
 * that to SEF in the stylesheet sandbox, inspected like any stylesheet and kept under
 * `<cacheDir>/xslt` by the hash of its text, so a release is compiled once per machine.
 */
export async function compileGibSchematron(
  gibDir: string,
  cacheDir: string | undefined,
): Promise<TGibSchematron> {
  const text = schematronToXslt(mainFile(gibDir));
  const { hash, sef } = await compileStylesheet(text, { cacheDir, timeoutMs: COMPILE_TIMEOUT_MS });
  return { release: gibSchematronRelease(gibDir) ?? 'unknown', hash, sef };
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
