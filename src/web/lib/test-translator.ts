import i18next, { type TFunction } from 'i18next';
import { en } from '../../shared/i18n/en';
import { tr } from '../../shared/i18n/tr';

/** A `t` of the real maps in one language, for unit tests of text helpers. */
export function testTranslator(language: 'tr' | 'en'): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { tr: { translation: tr }, en: { translation: en } },
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
