import type { TTranslationMaps } from '../../../shared/auth/translations';
import { en } from '../../../shared/i18n/en';
import { flattenTranslations } from '../../../shared/i18n/flatten';
import { tr } from '../../../shared/i18n/tr';
import type { TDb } from '../../db/database';
import { listTranslationOverrides } from './translations.repository';

const BUILT_IN: TTranslationMaps = { tr: flattenTranslations(tr), en: flattenTranslations(en) };

/**
 * The shipped texts with the `translations` table's overrides on top, or (`overridesOnly`) the
 * overrides alone: the web app has the shipped texts of its build and adds these on top.
 */
export async function loadTranslations(
  db: TDb,
  { overridesOnly = false } = {},
): Promise<TTranslationMaps> {
  const maps: TTranslationMaps = overridesOnly
    ? { tr: {}, en: {} }
    : { tr: { ...BUILT_IN.tr }, en: { ...BUILT_IN.en } };
  const overrides = await listTranslationOverrides(db);
  for (const row of overrides) {
    if (row.language === 'tr' || row.language === 'en') maps[row.language][row.key] = row.value;
  }
  return maps;
}
