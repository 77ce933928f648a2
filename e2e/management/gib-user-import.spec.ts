import { describe, expect, it } from 'vitest';
import { makeVkn } from '../../src/shared/domain/tax-id';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

// Fresh numbers no other spec knows: the list is global data shared by the whole e2e run.
let state = 0.4242;
const rand = () => (state = (state * 9301 + 0.49297) % 1);
const VKNS = [makeVkn(rand), makeVkn(rand)];

const userXml = (vkn: string, title: string) =>
  `<User><Identifier>${vkn}</Identifier><Title>${title}</Title><Type>OZEL</Type>` +
  `<FirstCreationTime>2020-01-01T10:00:00</FirstCreationTime><Documents><Document type="Invoice">` +
  `<Alias><Name>urn:mail:defaultpk@e2e.test</Name><CreationTime>2020-01-01T10:00:00</CreationTime></Alias>` +
  `<Alias><Name>urn:mail:defaultgb@e2e.test</Name><CreationTime>2020-01-01T10:00:00</CreationTime></Alias>` +
  `</Document></Documents></User>`;

describe('GİB registered-user list import', () => {
  const t = useBrowser();

  it('an administrator uploads a list and sees the counts; a broken file gets a field error', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('admin@posbelge.test');
    await waitForPath(t.page, '/organisation/tenant?page=1&size=10');
    await t.page.goto('/management/system-settings');
    await t.page.getByRole('heading', { name: 'GİB Kayıtlı Kullanıcı Listesi' }).waitFor();

    const xml = `<?xml version="1.0" encoding="UTF-8"?><UserList>${VKNS.map((v, i) =>
      userXml(v, `E2E TEST ${i} A.Ş.`),
    ).join('')}</UserList>`;
    await t.page.locator('input[type="file"]').setInputFiles({
      name: 'kullanici-listesi.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await t.page.getByRole('button', { name: 'İçe aktar' }).click();
    const result = t.page.getByTestId('gib-import-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Kullanıcı2');
    expect(await result.textContent()).toContain('GB etiketi2');

    await t.page.locator('input[type="file"]').setInputFiles({
      name: 'bozuk.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from('<UserList><User>'),
    });
    await t.page.getByRole('button', { name: 'İçe aktar' }).click();
    await t.page
      .getByText(/Bozuk XML|eksik/)
      .first()
      .waitFor();
  });
});
