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
});
