import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { ROOT_DIR } from '../../src/server/lib/paths';
import { CHROMIUM_PATH } from '../../src/server/test/debian-tools';

/** Where failure screenshots go; CI prints this path and keeps the folder. */
export const SCREENSHOT_DIR = path.join(ROOT_DIR, 'test-results', 'e2e');

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type TBrowserFixture = { page: Page; context: BrowserContext; baseUrl: string };

/**
 * One Chromium per spec file, a fresh context per test; a failing test leaves a full-page
 * screenshot under test-results/e2e named after the test.
 */
export function useBrowser(): TBrowserFixture {
  const fixture = {} as TBrowserFixture;
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    fixture.baseUrl = inject('baseUrl');
    fixture.context = await browser.newContext({
      baseURL: fixture.baseUrl,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    fixture.page = await fixture.context.newPage();
  });
  // The screenshot is taken before the context closes (onTestFailed runs after afterEach).
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' || (ctx.task.result?.errors?.length ?? 0) > 0) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      // The suite's name too: the Turkish and English runs of one spec share their test names.
      const name = [
        path.basename(ctx.task.file.name, '.spec.ts'),
        ctx.task.suite?.name,
        ctx.task.name,
      ]
        .filter(Boolean)
        .join('--')
        .replace(/[^\w-]+/g, '_')
        .slice(0, 160);
      await fixture.page
        .screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    }
    await fixture.context?.close();
  });
  return fixture;
}
