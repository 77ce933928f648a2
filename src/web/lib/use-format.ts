import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguage, makeFormatters, type TFormatters } from './formatters';

/** The formatters of the interface language (formatters.ts); a language switch re-renders. */
export function useFormat(): TFormatters {
  const { t, i18n } = useTranslation();
  const language = interfaceLanguage(i18n.resolvedLanguage);
  return useMemo(() => makeFormatters(language, t), [language, t]);
}
