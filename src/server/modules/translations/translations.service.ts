import type { TTranslationMaps } from '../../../shared/auth/translations';
import { en } from '../../../shared/i18n/en';
import { flattenTranslations } from '../../../shared/i18n/flatten';
import { tr } from '../../../shared/i18n/tr';
import type { TDb } from '../../db/database';
import { listTranslationOverrides } from './translations.repository';

const BUILT_IN: TTranslationMaps = { tr: flattenTranslations(tr), en: flattenTranslations(en) };

/** The shipped texts with the `translations` table's overrides on top. */
export async function loadTranslations(db: TDb): Promise<TTranslationMaps> {
  const maps: TTranslationMaps = { tr: { ...BUILT_IN.tr }, en: { ...BUILT_IN.en } };
  const overrides = await listTranslationOverrides(db);
  for (const row of overrides) {
    if (row.language === 'tr' || row.language === 'en') maps[row.language][row.key] = row.value;
  }
  return maps;
}
