import type { Page } from 'playwright-core';

const watched = new WeakSet<Page>();
const stopped = new WeakSet<Page>();

/** The info dialog that counts last week's failed documents after a tenant is selected. */
export function failedCountDialog(page: Page) {
  return page.getByRole('dialog').filter({
    hasText: /Son 1 hafta içinde \d+ adet başarısız|failed transactions in the last week/,
  });
}

/**
 * The dialog can open after any sign-in or tenant switch, depending on the demo data's failed
 * documents. Specs about something else close it whenever it stands in the way of an action;
 * a spec about the dialog itself calls `stopDismissingFailedCount` first.
 */
export function dismissFailedCountWhenShown(page: Page): void {
  if (watched.has(page) || stopped.has(page)) return;
  watched.add(page);
  void page.addLocatorHandler(failedCountDialog(page), async (dialog) => {
    // A side panel the URL opens (e.g. the resend form) can lie over the dialog: a pointer click
    // would wait for the button to be uncovered, so the click is sent to the button itself.
    await dialog.getByRole('button', { name: /^(Tamam|OK)$/ }).dispatchEvent('click');
  });
}

export async function stopDismissingFailedCount(page: Page): Promise<void> {
  stopped.add(page);
  await page.removeLocatorHandler(failedCountDialog(page));
}
