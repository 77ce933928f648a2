import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../shared/i18n/languages';
import { changeLanguage } from '../app/i18n';

/** TR / EN toggle; the choice is persisted by the i18n set-up (app/i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('language.label')}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void changeLanguage(next);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span title={t(`language.${language}`)}>{language.toUpperCase()}</span>,
      }))}
    />
  );
}
