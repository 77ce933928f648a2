import type { TDb } from '../../db/database';
import { translations } from '../../db/schema/settings';

/** The texts an operator overrode (platform-wide: translations belong to no tenant). */
export async function listTranslationOverrides(db: Pick<TDb, 'select'>) {
  return db
    .select({ language: translations.language, key: translations.key, value: translations.value })
    .from(translations);
}
