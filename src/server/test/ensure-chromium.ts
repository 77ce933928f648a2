import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests and the PDF printing tests drive Debian's Chromium (no browser downloads
 * here). As root we install it with apt-get; otherwise we stop with the command to run.
 */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  console.log('Installing Chromium from Debian (apt-get install chromium) …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
