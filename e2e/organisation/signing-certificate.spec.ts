import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/format/istanbul-time';
import { formatDottedDate } from '../../src/shared/format/date';
import { makePkcs12 } from '../../src/server/documents/signing/signing.test-support';
import { generateTestCertificate } from '../../src/server/documents/signing/test-certificate';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

// No other spec works in Toros; each test here ends with it holding a valid certificate, so its
// documents still sign.
const OWNER = 'owner@toros.posbelge.test';
const CLERK = 'asistan@toros.posbelge.test';
const TENANT = 'Toros Mali Müşavirlik Ltd. Şti.';
const PAGE_PATH = '/pos-settings/signing-certificate';
const PASSWORD = 'Mühür-Parola-2026';

type TUpload = { p12: Buffer; serial: string; validity: string };

/** A PKCS#12 the way a CA hands it out, valid from `from` for five years. */
async function certificate(label: string, from = new Date()): Promise<TUpload> {
  const generated = await generateTestCertificate({ tenantName: label, now: from });
  const x509 = new crypto.X509Certificate(generated.certificateDer);
  return {
    p12: makePkcs12(generated, PASSWORD),
    serial: x509.serialNumber.toUpperCase(),
    validity: `${formatDottedDate(x509.validFrom)} – ${formatDottedDate(x509.validTo)}`,
  };
}

async function openAs(page: Page, email: string): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email);
  await waitForPath(page, '/dashboard?page=1&size=10');
}

async function upload(form: Locator, p12: Buffer, password: string): Promise<void> {
  await form.locator('input[type="file"]').setInputFiles({
    name: 'mali-muhur.p12',
    mimeType: 'application/x-pkcs12',
    buffer: p12,
  });
  await form.getByLabel('Dosya parolası').fill(password);
  await form.getByRole('button', { name: 'Yükle' }).click();
}

/** What a field's aria-describedby points at: where the form puts that field's error. */
const describedBy = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent()) ?? '';

describe('signing certificate (mali mühür)', () => {
  const t = useBrowser();

  it('the owner opens it from the profile menu; a wrong password or a bad file changes nothing; a new certificate shows', async () => {
    const { page } = t;
    await openAs(page, OWNER);
    await new AppShellPage(page).openProfileMenu();
    await page.getByTestId('profile-signing-certificate').click();
    await waitForPath(page, PAGE_PATH);
    await page.getByRole('heading', { name: 'Mali Mühür' }).waitFor();
    await page.getByTestId('certificate-serial').waitFor();
    const before = {
      subject: await text(page, 'certificate-subject'),
      serial: await text(page, 'certificate-serial'),
    };
    expect(before.serial).toMatch(/^[0-9A-F]+$/);

    const name = `${TENANT} E2E ${Date.now().toString(36)}`;
    const next = await certificate(name);
    const form = page.getByTestId('certificate-upload');
    await upload(form, next.p12, 'yanlış-parola');
    await form.getByText('PKCS#12 parolası yanlış.').waitFor();
    expect(await describedBy(form.getByLabel('Dosya parolası'))).toContain(
      'PKCS#12 parolası yanlış.',
    );
    await upload(form, Buffer.from('Bu bir sertifika değil.'), PASSWORD);
    await form.getByText('Dosya bir PKCS#12 (.p12/.pfx) dosyası değil.').waitFor();
    expect(await describedBy(form.getByTestId('certificate-file'))).toContain(
      'Dosya bir PKCS#12 (.p12/.pfx) dosyası değil.',
    );
    expect(await form.getByRole('alert').count()).toBe(0);
    const keyless = makePkcs12(
      { certificateDer: (await generateTestCertificate({ tenantName: name })).certificateDer },
      PASSWORD,
    );
    await upload(form, keyless, PASSWORD);
    await form.getByText('PKCS#12 dosyasında özel anahtar yok.').waitFor();
    await page.reload();
    await page.getByTestId('certificate-serial').waitFor();
    expect(await text(page, 'certificate-serial')).toBe(before.serial);
    expect(await text(page, 'certificate-subject')).toBe(before.subject);

    await upload(page.getByTestId('certificate-upload'), next.p12, PASSWORD);
    await page
      .getByText('Sertifika yüklendi; belgeler bundan sonra bu sertifikayla imzalanacak.')
      .waitFor();
    await page.getByTestId('certificate-serial').getByText(next.serial, { exact: true }).waitFor();
    expect(await text(page, 'certificate-subject')).toContain(`CN=${name}`);
    expect(await text(page, 'certificate-validity')).toBe(next.validity);
    expect(await text(page, 'certificate-source')).toBe('Yüklenen sertifika');
    expect(await page.getByTestId('certificate-expiry').count()).toBe(0);
    await page.reload();
    await page.getByTestId('certificate-serial').getByText(next.serial, { exact: true }).waitFor();
  });

  it('warns in yellow when the certificate expires within 30 days', async () => {
    const { page } = t;
    await openAs(page, OWNER);
    await page.goto(PAGE_PATH);
    await page.getByTestId('certificate-serial').waitFor();
    // Issued five years minus ten days ago: ten days are left.
    const from = new Date();
    from.setUTCFullYear(from.getUTCFullYear() - 5);
    const ending = await certificate(`${TENANT} Bitiyor`, new Date(from.getTime() + 10 * DAY_MS));
    await upload(page.getByTestId('certificate-upload'), ending.p12, PASSWORD);
    await page
      .getByTestId('certificate-serial')
      .getByText(ending.serial, { exact: true })
      .waitFor();
    const alert = page.getByTestId('certificate-expiry');
    await alert.waitFor();
    expect(await alert.getAttribute('data-state')).toBe('expiring');
    expect(await alert.textContent()).toContain('Sertifikanın süresi yakında doluyor');
    expect(await alert.textContent()).toContain(
      `${ending.validity.split(' – ')[1]} tarihinde sona eriyor (kalan gün: 10)`,
    );

    // Leave Toros a certificate valid for years, as it started.
    const fresh = await certificate(TENANT);
    await upload(page.getByTestId('certificate-upload'), fresh.p12, PASSWORD);
    await page.getByTestId('certificate-serial').getByText(fresh.serial, { exact: true }).waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  it('a user who is neither owner nor admin has no link, gets the 401 page and a 403 from the API', async () => {
    const { page } = t;
    await openAs(page, CLERK);
    await new AppShellPage(page).openProfileMenu();
    await page.getByTestId('profile-logout').waitFor();
    expect(await page.getByTestId('profile-signing-certificate').count()).toBe(0);
    await page.goto(PAGE_PATH);
    await page
      .getByText('Lütfen tekrar deneyin ya da yetkili bir kişiyle iletişime geçin.')
      .waitFor();
    expect(await page.getByTestId('certificate-upload').count()).toBe(0);
    const api = await page.request.get('/api/tenant/signing-certificate');
    expect(api.status()).toBe(403);
  });
});
