import { describe, expect, it } from 'vitest';
import { minusDays } from '../../src/shared/format/istanbul-time';
import { useBrowser } from '../support/browser';
import { choose, documents, openRow, today } from '../support/pages/document-rows';
import { adminInTenant, api, expectToast } from '../support/pages/management-page';

const KEY = 'earsiv.cancelWindowDays';

describe('system settings', () => {
  const t = useBrowser();

  it('an administrator shortens a tenant’s e-Arşiv cancel window and the cancel is refused', async () => {
    const { page } = t;
    await adminInTenant(page, 'Anadolu', 'Anadolu Market A.Ş.');
    try {
      await page.goto('/management/system-settings');
      const card = page.getByTestId(`setting-${KEY}`);
      await card.getByText('e-Arşiv iptal süresi (gün)').waitFor();
      expect(await card.getByTestId('setting-effective').textContent()).toBe('7 gün');
      const threshold = page.getByTestId('setting-earsiv.thresholdAmount');
      expect(await threshold.getByTestId('setting-effective').textContent()).toBe('5.000 TL');
      const form = card.locator('form', { has: page.locator(`[data-setting="${KEY}:tenant"]`) });
      await form.getByLabel('Bu işletmeye özel değer').fill('0');
      await form.getByRole('button', { name: 'Kaydet' }).click();
      await expectToast(page, 'Kaydedildi.');
      await expect.poll(() => card.getByTestId('setting-effective').textContent()).toBe('0 gün');
      await card.getByText('işletmeye özel', { exact: true }).waitFor();

      // A sent e-Arşiv of the last six days before today: inside the usual 7 days, outside the new 0.
      const [doc] = await documents(
        page,
        `docType:2:eq,status:2:eq,invoiceDate:${minusDays(today, 6)}~${minusDays(today, 1)}:range`,
      );
      if (!doc) throw new Error('no sent e-Arşiv in the six days before today');
      await openRow(page, doc);
      await choose(page, doc, 'İptal Et');
      const dialog = page.getByRole('dialog', { name: 'İptal Nedeni' });
      await dialog.getByLabel('İptal nedeni', { exact: true }).fill('Müşteri iade etti');
      await dialog.getByRole('button', { name: 'İptal Et' }).click();
      await expectToast(
        page,
        'e-Arşiv faturası düzenlendiği günden itibaren 0 gün içinde iptal edilebilir; bu süre geçti.',
      );
      const [after] = await documents(page, `ettn:${doc.ettn}:search`);
      expect(after).toMatchObject({ status: 2, cancelPending: false });
    } finally {
      await api(page, 'PUT', '/api/management/settings', {
        key: KEY,
        scope: 'tenant',
        value: null,
      });
    }
  });
});
