import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { enFirstLoad } from '../../shared/i18n/en-first-load';
import { flattenTranslations } from '../../shared/i18n/flatten';
import { tr } from '../../shared/i18n/tr';
import { trFirstLoad } from '../../shared/i18n/tr-first-load';
import { TEXT_AREAS } from './i18n-areas';

const LANGUAGES = [
  ['tr', tr, trFirstLoad],
  ['en', en, enFirstLoad],
] as const;

describe('text areas', () => {
  it.each(LANGUAGES)(
    'and the first load together are the whole %s map, every text in one place only',
    async (language, whole, firstLoad) => {
      const areas = await Promise.all(Object.values(TEXT_AREAS).map((area) => area[language]()));
      const parts = [firstLoad, ...areas].map((part) => flattenTranslations(part));
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(keys.length, 'a key in two parts').toBe(new Set(keys).size);
      expect(Object.assign({}, ...parts)).toEqual(flattenTranslations(whole));
    },
  );
});
