import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadTextAreas } from './i18n';

// The app's i18next instance as initI18n leaves it in Turkish (it reads the browser's storage);
// the areas' texts and the server's overrides are added to it as the screens ask for them.
beforeAll(async () => {
  await i18next.init({ lng: 'tr', fallbackLng: 'tr', initAsync: false, resources: {} });
});

describe('area texts', () => {
  it('come in the interface language, under the server overrides that arrived first', async () => {
    i18next.addResources('tr', 'translation', { 'dashboard.tiles.documents': 'Belge sayısı' });
    await loadTextAreas(['dashboard']);
    expect(i18next.t('dashboard.tiles.documents')).toBe('Belge sayısı');
    expect(i18next.t('dashboard.tiles.activeDevices')).toBe('Aktif Cihaz');
    expect(
      i18next.getResource('en', 'translation', 'dashboard.tiles.activeDevices'),
    ).toBeUndefined();
  });

  it('follow a language switch, for every area asked for so far', async () => {
    await loadTextAreas(['reports']);
    i18next.addResources('en', 'translation', { 'reports.choose': 'Pick a report.' });
    await changeLanguage('en');
    expect(i18next.language).toBe('en');
    expect(i18next.t('dashboard.tiles.activeDevices')).toBe('Active devices');
    expect(i18next.t('reports.choose')).toBe('Pick a report.');
    expect(i18next.t('auth.signIn.title')).toBe('Sign in');

    await loadTextAreas(['management']);
    expect(i18next.t('management.settings.rulesTitle')).toBe('Rules');
    expect(
      i18next.getResource('tr', 'translation', 'management.settings.rulesTitle'),
    ).toBeUndefined();
  });

  it('write a list total with the language’s digit grouping', async () => {
    await loadTextAreas(['saleTransactions']);
    await changeLanguage('tr');
    expect(i18next.t('saleTransactions.totalCapped', { count: 10_000 })).toBe(
      '10.000 işlemden fazla (sayım burada durdu)',
    );
    expect(i18next.t('common.pager.total', { count: 1_234 })).toBe('Toplam 1.234 kayıt');
    await changeLanguage('en');
    expect(i18next.t('saleTransactions.total', { count: 1_234 })).toBe(
      '1,234 transactions in total',
    );
  });
});
