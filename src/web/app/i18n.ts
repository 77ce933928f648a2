import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type TLanguage,
} from '../../shared/i18n/languages';
import { tr } from '../../shared/i18n/tr';
import type { TTranslations } from '../../shared/i18n/types';
import { importOrReload } from './routes/lazy-page';

const STORAGE_KEY = 'posbelge.language';

// Storage can throw (privacy modes, disabled cookies): the default language is good enough then.
function readStoredLanguage(): TLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function persistLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    return;
  }
}

// Turkish is the default and the fallback, so it is in the first load; the others are a chunk
// each, fetched only by those who choose them.
const LOADERS: Record<TLanguage, () => Promise<TTranslations>> = {
  tr: () => Promise.resolve(tr),
  en: () => importOrReload(() => import('../../shared/i18n/en')).then((m) => m.en),
};

async function loadLanguage(language: TLanguage): Promise<void> {
  const map = await LOADERS[language]();
  // Server overrides may have arrived first (use-server-translations): they stay on top.
  i18next.addResourceBundle(language, 'translation', map, true, false);
}

/** Initialises i18next with the stored language's map loaded; render after it resolves. */
export async function initI18n(): Promise<typeof i18next> {
  const stored = readStoredLanguage();
  // A map that cannot be fetched leaves the default language: texts in Turkish beat no texts.
  const map = await LOADERS[stored]().catch(() => null);
  const language = map ? stored : DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    resources: { tr: { translation: tr }, ...(map ? { [language]: { translation: map } } : {}) },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Server overrides arrive after the first render (app/use-server-translations.ts).
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', persistLanguage);
  return i18next;
}

/** Switches the language once its map is loaded, so no screen shows another language's texts. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
