import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

let browser: Promise<Browser | null> | undefined;

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

async function launch(): Promise<Browser | null> {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) return null;
  try {
    const launched = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox'],
    });
    launched.on('disconnected', () => {
      browser = undefined;
    });
    return launched;
  } catch {
    return null;
  }
}

// One browser per process, started on first use; a failed start is retried on the next render.
async function currentBrowser(): Promise<Browser | null> {
  browser ??= launch();
  const launched = await browser;
  if (!launched) browser = undefined;
  return launched;
}

/**
 * The HTML printed to an A4 PDF by headless Chromium, or null when Chromium is not installed.
 * The page is offline: a stylesheet's HTML may not fetch anything while it prints.
 */
export async function renderPdf(html: string): Promise<Buffer | null> {
  const launched = await currentBrowser();
  if (!launched) return null;
  const context = await launched.newContext({ offline: true });
  try {
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await context.close();
  }
}

export async function closePdfBrowser(): Promise<void> {
  const pending = browser;
  browser = undefined;
  const launched = await pending;
  if (launched) await launched.close();
}
