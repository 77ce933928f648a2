import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import { makeFormatters, type TFormatters } from './formatters';

/** The formatters of the interface language (formatters.ts); a language switch re-renders. */
export function useFormat(): TFormatters {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return useMemo(() => makeFormatters(language, t), [language, t]);
}
