import type { TLanguage } from '../i18n/languages';

/**
 * Each interface language formats with its own conventions: Turkish as spec §9 and the PDFs do
 * (1.234,50 · %20,00 · dd.MM.yyyy), English with its own separators and unambiguous ISO dates
 * (the spec names no English format). Server files (PDF, .xlsx) are Turkish unless asked.
 */
export type TFormatLanguage = TLanguage;

export const INTL_LOCALE: Readonly<Record<TFormatLanguage, string>> = { tr: 'tr-TR', en: 'en-GB' };
