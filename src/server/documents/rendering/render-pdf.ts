import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Loading and printing one page; a page that takes longer is abandoned. */
const PRINT_TIMEOUT_MS = 30_000;

let browser: Promise<Browser | null> | undefined;

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

// Chromium refuses its sandbox as root; elsewhere it is tried first, and dropped only when the
// OS cannot give it (no user namespaces, no setuid helper).
async function launchWith(executablePath: string, sandbox: boolean): Promise<Browser | null> {
  try {
    return await chromium.launch({ executablePath, headless: true, chromiumSandbox: sandbox });
  } catch {
    return null;
  }
}

async function launch(): Promise<Browser | null> {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) return null;
  const root = process.getuid?.() === 0;
  const launched =
    (!root && (await launchWith(executablePath, true))) ||
    (await launchWith(executablePath, false));
  launched?.on('disconnected', () => {
    browser = undefined;
  });
  return launched;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${PRINT_TIMEOUT_MS} ms`)),
      PRINT_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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
 * The page is offline and runs no script: a stylesheet's HTML may neither fetch anything nor
 * compute anything while it prints (GİB's QR code is drawn by `renderHtml`). Each print has a timeout.
 */
export async function renderPdf(html: string): Promise<Buffer | null> {
  const launched = await currentBrowser();
  if (!launched) return null;
  const context = await launched.newContext({ offline: true, javaScriptEnabled: false });
  try {
    context.setDefaultTimeout(PRINT_TIMEOUT_MS);
    await context.route('**/*', (route) => route.abort());
    const tab = await context.newPage();
    await tab.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
    return await withTimeout(tab.pdf({ format: 'A4', printBackground: true }), 'printing');
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
