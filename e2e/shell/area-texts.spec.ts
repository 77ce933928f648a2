import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { flattenTranslations } from '../../src/shared/i18n/flatten';
import { tr } from '../../src/shared/i18n/tr';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

// The dashboard's and the reports' texts load with their screens (app/i18n-areas.ts), not
// up-front; the server's overrides (the `translations` table) must win over them all the same.
const OWNER = 'owner@anadolu.posbelge.test';
const OVERRIDES = [
  { language: 'tr', key: 'dashboard.tiles.documents', value: 'Belge sayısı (ayarlı)' },
  { language: 'en', key: 'dashboard.tiles.activeDevices', value: 'Devices online' },
  { language: 'en', key: 'reports.choose', value: 'Pick a report on the left.' },
];

// A key a screen would show before its texts arrive: any key of the map, and the management
// screens' keys as their `t` names them (without the `management.` prefix).
const KEYS = Object.keys(flattenTranslations(tr)).flatMap((key) =>
  key.startsWith('management.') ? [key, key.slice('management.'.length)] : [key],
);

/** Records, from the first byte of every page, each text or label that is a raw key. */
async function recordRawKeys(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const found: string[] = [];
    Object.assign(window, { rawKeys: found });
    const check = (text: string | null) => {
      if (text && known.has(text.trim())) found.push(text.trim());
    };
    const LABELS = ['aria-label', 'placeholder', 'title'];
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node.textContent);
      if (!(node instanceof Element)) return;
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) check(texts.currentNode.textContent);
      for (const element of [node, ...node.querySelectorAll('*')])
        for (const label of LABELS) check(element.getAttribute(label));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(scan);
        else if (record.type === 'characterData') check(record.target.textContent);
        else if (record.target instanceof Element)
          check(record.target.getAttribute(record.attributeName ?? ''));
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: LABELS,
    });
  }, KEYS);
}

const rawKeysShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  for (const { language, key, value } of OVERRIDES) {
    await pool.query(
      `insert into translations (language, key, value) values ($1, $2, $3)
       on conflict (language, key) do update set value = excluded.value`,
      [language, key, value],
    );
  }
});

afterAll(async () => {
  for (const { language, key } of OVERRIDES) {
    await pool.query('delete from translations where language = $1 and key = $2', [language, key]);
  }
  await pool.end();
});

describe('area texts', () => {
  const t = useBrowser();

  async function signIn(): Promise<AppShellPage> {
    await recordRawKeys(t.page);
    const signInPage = new SignInPage(t.page);
    await signInPage.open();
    await signInPage.signIn(OWNER);
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    return new AppShellPage(t.page);
  }

  const tile = (testId: string, text: string) =>
    t.page.getByTestId(testId).getByText(text, { exact: true }).waitFor();

  it('in Turkish: a lazy area shows its texts with the overrides on first render, no raw key', async () => {
    await signIn();
    await tile('tile-documents', 'Belge sayısı (ayarlı)');
    await tile('tile-devices', 'Aktif Cihaz');
    expect(await rawKeysShown(t.page)).toEqual([]);

    await t.page.goto('/reports');
    await t.page.getByText('İndirmek için soldan bir rapor seçin.', { exact: true }).waitFor();
    expect(await rawKeysShown(t.page)).toEqual([]);
  });

  it('in English: the shown areas switch along, a later one loads in English, overrides on top', async () => {
    const shell = await signIn();
    await tile('tile-devices', 'Aktif Cihaz');
    await shell.switchLanguage('EN');
    await tile('tile-devices', 'Devices online');
    await tile('tile-documents', 'Documents');
    expect(await rawKeysShown(t.page)).toEqual([]);

    // A new page load: the English first load, then the reports' English texts, first render.
    await t.page.goto('/reports');
    await t.page.getByText('Pick a report on the left.', { exact: true }).waitFor();
    await t.page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    expect(await rawKeysShown(t.page)).toEqual([]);
  });
});
