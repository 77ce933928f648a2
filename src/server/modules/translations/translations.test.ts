import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { tr } from '../../../shared/i18n/tr';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTranslation, testDb } from '../../test/factories';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('translations', () => {
  it('serve the shipped maps flat, with database overrides, on both paths', async () => {
    await createTranslation(testDb(t), {
      language: 'en',
      key: 'auth.signIn.title',
      value: 'Log in',
    });
    for (const url of ['/api/resources', '/internal/locale/translations?build=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.tr['auth.signIn.title']).toBe(tr.auth.signIn.title);
      expect(body.en['auth.signIn.title']).toBe('Log in');
      expect(body.en['app.name']).toBe(en.app.name);
      expect(Object.keys(body.tr).sort()).toEqual(Object.keys(body.en).sort());
    }
  });

  it('answer only the overrides, of any area, when asked for them', async () => {
    await createTranslation(testDb(t), {
      language: 'tr',
      key: 'management.settings.rulesTitle',
      value: 'Mevzuat kuralları',
    });
    const url = '/internal/locale/translations?build=abc&overrides=true';
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tr: { 'management.settings.rulesTitle': 'Mevzuat kuralları' },
      en: { 'auth.signIn.title': 'Log in' },
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/resources' });
    expect(all.json().tr['management.settings.rulesTitle']).toBe('Mevzuat kuralları');
    expect(all.json().en['management.settings.rulesTitle']).toBe(en.management.settings.rulesTitle);
    expect(all.json().tr['errors.codes.CONFLICT.noOwner']).toBe(tr.errors.codes.CONFLICT.noOwner);
  });

  it('refuse a flag that is not true or false', async () => {
    const url = '/internal/locale/translations?overrides=yes';
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
