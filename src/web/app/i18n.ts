import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../shared/i18n/en';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type TLanguage,
} from '../../shared/i18n/languages';
import { tr } from '../../shared/i18n/tr';

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

/** Initialises i18next synchronously with both bundled maps and the stored language. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: { tr: { translation: tr }, en: { translation: en } },
    lng: readStoredLanguage(),
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

export async function changeLanguage(language: TLanguage): Promise<void> {
  await i18next.changeLanguage(language);
}
