import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const XMLSEC1_PATH = process.env.XMLSEC1_PATH ?? '/usr/bin/xmlsec1';

/**
 * Signatures are checked in tests by an independent implementation, Debian's xmlsec1 (domain.md).
 * As root we install it with apt-get; otherwise we stop with the command to run.
 */
export function ensureXmlsec1(): void {
  if (fs.existsSync(XMLSEC1_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `xmlsec1 is missing at ${XMLSEC1_PATH}. Install it with: sudo apt-get install -y xmlsec1 (or set XMLSEC1_PATH).`,
    );
  }
  console.log('Installing xmlsec1 from Debian (apt-get install xmlsec1) …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'xmlsec1'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureXmlsec1();
