import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AppShellPage, waitForPath } from './app-shell-page';
import { SignInPage } from './sign-in-page';

/** The platform administrator, signed in and working in one tenant (picked in the status bar). */
export async function adminInTenant(page: Page, search: string, tenantName: string) {
  const signIn = new SignInPage(page);
  const shell = new AppShellPage(page);
  await signIn.open();
  await signIn.signIn('admin@posbelge.test');
  await waitForPath(page, '/organisation/tenant?page=1&size=10');
  await shell.pick('tenant-selector', search, tenantName);
  await shell.confirmScopeChange();
  await waitForPath(page, '/dashboard?page=1&size=10');
  return shell;
}

/** A JSON call as the signed-in browser makes it (its session cookie); fails on an error status. */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
): Promise<T> {
  const res = await page.request.fetch(url, { method, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** Waits for a Mantine toast with this text and closes it. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.mantine-Notification-root', { hasText: text });
  await toast.first().waitFor();
  await toast.first().getByRole('button').click();
  await toast.first().waitFor({ state: 'detached' });
}
