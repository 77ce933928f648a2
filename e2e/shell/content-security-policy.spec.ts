import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { DashboardScreen } from '../support/pages/dashboard-page';
import { DocumentsPage } from '../support/pages/documents-page';
import { SignInPage } from '../support/pages/sign-in-page';

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/**
 * What the browser refused under the page's content security policy, over every page load: its
 * violation events (the listener is in place before any script of a page runs) and its console
 * errors naming the policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`;
      window.reportCspViolation?.(`${e.violatedDirective} ${e.blockedURI} at ${where}`);
    });
  });
  return violations;
}

/** Violations reach the test through the binding after the page saw them. */
const settle = (page: Page) => page.waitForTimeout(500);

/** Mantine's style elements, each with the nonce the page's policy names. */
async function mantineStyleNonces(page: Page): Promise<string[]> {
  return page
    .locator('style[data-mantine-styles]')
    .evaluateAll((styles) => styles.map((s) => (s as HTMLStyleElement).nonce ?? ''));
}

describe('the content security policy (no inline styles but nonced ones, no remote fonts)', () => {
  const t = useBrowser();

  it('lets the sign-in page render with no violation', async () => {
    const violations = await watchViolations(t.page);
    const response = await t.page.goto('/');
    await t.page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const nonce = /style-src 'self' 'nonce-([^']+)';/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain("font-src 'self';");
    expect(policy).not.toMatch(/unsafe-inline|https:/);
    const nonces = await mantineStyleNonces(t.page);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    await settle(t.page);
    expect(violations).toEqual([]);
  });

  it('lets the signed-in dashboard (charts) and the documents list render with no violation', async () => {
    const violations = await watchViolations(t.page);
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('owner@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    const dashboard = new DashboardScreen(t.page);
    await dashboard.waitForFigures();
    await expect.poll(() => dashboard.turnoverBars().count()).toBeGreaterThan(0);
    await t.page.goto('/invoice/documents');
    await new DocumentsPage(t.page).rows().first().waitFor();
    await settle(t.page);
    expect(violations).toEqual([]);
  });
});
