import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type TLanguage,
} from '../../shared/i18n/languages';
import { trFirstLoad } from '../../shared/i18n/tr-first-load';
import type { TTextsPart } from '../../shared/i18n/types';
import { TEXT_AREAS, type TTextArea } from './i18n-areas';
import { importOrReload } from './routes/import-or-reload';

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

// The first screens' texts: Turkish is the default and the fallback, so it is in the first load;
// the others are a chunk each, fetched only by those who choose them.
const FIRST_LOAD: Record<TLanguage, () => Promise<TTextsPart>> = {
  tr: () => Promise.resolve(trFirstLoad),
  en: () => import('../../shared/i18n/en-first-load').then((m) => m.enFirstLoad),
};

// Adds texts under the ones already there: server overrides may have arrived first
// (use-server-translations.ts) and stay on top.
const addTexts = (language: TLanguage, texts: TTextsPart) =>
  i18next.addResourceBundle(language, 'translation', texts, true, false);

// Every area a screen asked for, so a language switch brings their texts along.
const requestedAreas = new Set<TTextArea>();
// One fetch per language and area; a failed one is forgotten and tried again next time.
const areaTexts = new Map<string, Promise<void>>();

function loadArea(language: TLanguage, area: TTextArea): Promise<void> {
  const id = `${language}:${area}`;
  let loading = areaTexts.get(id);
  if (!loading) {
    loading = TEXT_AREAS[area][language]().then((texts) => {
      addTexts(language, texts);
    });
    loading.catch(() => areaTexts.delete(id));
    areaTexts.set(id, loading);
  }
  return loading;
}

async function loadAreas(language: TLanguage, areas: Iterable<TTextArea>): Promise<void> {
  await Promise.all([...areas].map((area) => loadArea(language, area)));
}

const interfaceLanguage = (): TLanguage =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
// The language a switch is loading: an area asked for meanwhile comes in it too.
let switchingTo: TLanguage | null = null;

/**
 * Fetches areas' texts in the interface language; a lazy screen renders once they are in
 * (routes/lazy-page.ts), so it never shows a raw key.
 */
export async function loadTextAreas(areas: readonly TTextArea[]): Promise<void> {
  for (const area of areas) requestedAreas.add(area);
  const languages = new Set([interfaceLanguage(), switchingTo ?? interfaceLanguage()]);
  await Promise.all([...languages].map((language) => loadAreas(language, areas)));
}

/** Initialises i18next with the stored language's map loaded; render after it resolves. */
export async function initI18n(): Promise<typeof i18next> {
  const stored = readStoredLanguage();
  // A map that cannot be fetched leaves the default language: texts in Turkish beat no texts.
  const map = await importOrReload(FIRST_LOAD[stored]).catch(() => null);
  const language = map ? stored : DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    resources: {
      tr: { translation: trFirstLoad },
      ...(map ? { [language]: { translation: map } } : {}),
    },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Server overrides and areas' texts arrive after the first render: screens re-render then.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', persistLanguage);
  return i18next;
}

/**
 * Switches the language once its first-load map and the texts of every area shown so far are in,
 * so no screen shows another language's texts (or a raw key).
 */
export async function changeLanguage(language: TLanguage): Promise<void> {
  switchingTo = language;
  try {
    await importOrReload(() =>
      Promise.all([
        FIRST_LOAD[language]().then((texts) => addTexts(language, texts)),
        loadAreas(language, requestedAreas),
      ]),
    );
    await i18next.changeLanguage(language);
  } finally {
    switchingTo = null;
  }
}
