import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's Chromium: the end-to-end tests and the PDF printing tests drive it (no browser downloads here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's xmlsec1: signatures are checked by an independent implementation (domain.md). */
export const XMLSEC1_PATH = process.env.XMLSEC1_PATH ?? '/usr/bin/xmlsec1';
/** Debian's pdftotext (poppler-utils): report PDFs are read back by an independent implementation. */
export const PDFTOTEXT_PATH = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

/**
 * The tests' outside tools come from Debian. As root we install a missing one with apt-get;
 * otherwise we stop with the command to run.
 */
function ensureDebianTool(file: string, pkg: string, envVar: string): void {
  if (fs.existsSync(file)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${pkg} is missing at ${file}. Install it with: sudo apt-get install -y ${pkg} (or set ${envVar}).`,
    );
  }
  console.log(`Installing ${pkg} from Debian (apt-get install ${pkg}) …`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export const ensureChromium = () => ensureDebianTool(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
export const ensureXmlsec1 = () => ensureDebianTool(XMLSEC1_PATH, 'xmlsec1', 'XMLSEC1_PATH');
export const ensurePdftotext = () =>
  ensureDebianTool(PDFTOTEXT_PATH, 'poppler-utils', 'PDFTOTEXT_PATH');
