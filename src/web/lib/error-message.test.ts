import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { trFirstLoad } from '../../shared/i18n/tr-first-load';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';
import { errorMessage } from './error-message';
import { testTranslator } from './test-translator';

const trT = testTranslator('tr');
const enT = testTranslator('en');

describe('errorMessage', () => {
  it('translates a code with one text', () => {
    const error = new ApiError(401, 'OTP_REQUIRED', 'Tek kullanımlık kod gerekli.');
    expect(errorMessage(error, trT)).toBe('Tek kullanımlık kod gerekli.');
    expect(errorMessage(error, enT)).toBe('A one-time code is required.');
  });

  it('picks the text of the reason and fills it from the details', () => {
    const notFound = new ApiError(404, 'NOT_FOUND', 'İşletme bulunamadı.', { reason: 'tenant' });
    expect(errorMessage(notFound, trT)).toBe('İşletme bulunamadı.');
    expect(errorMessage(notFound, enT)).toBe('Tenant not found.');
    const series = new ApiError(422, 'SERIES_EXHAUSTED', 'x', { prefix: 'ABC', year: 2026 });
    expect(errorMessage(series, trT)).toBe('ABC serisi 2026 yılı için tükendi.');
    expect(errorMessage(series, enT)).toBe('Series ABC has used all numbers of 2026.');
  });

  it('falls back to the generic text for an unknown reason, to the server text for an unknown code', () => {
    const odd = new ApiError(404, 'NOT_FOUND', 'x', { reason: 'planet' });
    expect(errorMessage(odd, enT)).toBe(enT('errors.unexpected.message'));
    expect(errorMessage(new ApiError(418, 'TEAPOT', 'Çaydanlık.'), enT)).toBe('Çaydanlık.');
  });

  it('says the server text of an error whose text the screen has not loaded', () => {
    const firstLoad = i18next.createInstance();
    void firstLoad.init({
      resources: { tr: { translation: trFirstLoad } },
      lng: 'tr',
      initAsync: false,
    });
    const inUse = new ApiError(409, 'CONFLICT', 'Şube silinemez.', { reason: 'storeHasDevices' });
    expect(errorMessage(inUse, firstLoad.t)).toBe('Şube silinemez.');
    expect(errorMessage(inUse, trT)).toMatch(/^Bu şubeye bağlı cihazlar/);
    const otp = new ApiError(401, 'OTP_REQUIRED', 'x');
    expect(errorMessage(otp, firstLoad.t)).toBe('Tek kullanımlık kod gerekli.');
  });

  it('names network failures and anything else generically', () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, 'Failed to fetch');
    expect(errorMessage(offline, enT)).toBe(enT('errors.network'));
    expect(errorMessage(new Error('boom'), trT)).toBe(trT('errors.unexpected.message'));
  });
});
